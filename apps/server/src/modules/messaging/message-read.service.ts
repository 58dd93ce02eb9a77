import { userRoom } from '@app/shared/domain/socket-events';
import { MESSAGING_EVENTS } from '@app/shared/messaging/messaging.events';
import type {
  TMarkReadRequest,
  TMarkReadResponse,
  TMessagesPageResponse,
  ZMessagesPageQuery,
} from '@app/shared/messaging/messaging.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { AppError } from '../../platform/http/app-error';
import { queueOwnDelivery, type QueuedMessage } from '../../platform/outbox/outbox';
import { realtimeMessage } from '../../platform/realtime/realtime-outbox';
import { signedDocumentUrl } from '../media/index';
import { membershipOf } from './conversations.service';
import { messageView } from './conversation-views';
import { recordDelivery } from './message-effects';
import { can } from './messaging.policy';
import {
  countUnread,
  countUnreadTotal,
  findAttachmentConversation,
  findMembership,
  findMessage,
  findMessagesPage,
  findPeople,
  insertConversationEvent,
  raiseReadSeq,
  lowerReadSeq,
} from './messaging.repo';

/**
 * `GET /messages/conversations/{id}/messages`: a page, oldest first (participants only). Having
 * fetched them, the reader was delivered everything up to the conversation's newest message.
 */
export async function messagesPage(
  deps: AppDeps,
  actor: Pick<AccountActor, 'accountId'>,
  conversationId: string,
  query: z.output<typeof ZMessagesPageQuery>,
): Promise<TMessagesPageResponse> {
  const db = deps.database.db;
  const { conversation } = await membershipOf(db, actor, conversationId);
  const { rows, hasMore } = await findMessagesPage(db, conversationId, query);
  await recordDelivery(deps, conversationId, actor.accountId, conversation.lastSeq);
  const people = await findPeople(db, [conversationId]);
  return { messages: rows.map((row) => messageView(row, actor.accountId, people)), hasMore };
}

/**
 * `PUT /messages` (spec: messageID, readBoolean). true: the actor has read this message and every
 * earlier one from the others (opening a conversation sends its newest), and the authors get
 * messageDelivered with status read. false: it and later ones read as unread again. Participants only.
 */
export async function markRead(deps: AppDeps, actor: AccountActor, body: TMarkReadRequest): Promise<TMarkReadResponse> {
  const db = deps.database.db;
  const message = await findMessage(db, body.messageID);
  const membership = message ? await findMembership(db, message.conversationId, actor.accountId) : undefined;
  authorize(can(membership?.me, 'mark'), 'NOT_FOUND');
  const conversationId = message!.conversationId;
  const seq = message!.seq;
  const effects = await db.transaction(async (tx): Promise<QueuedMessage[]> => {
    const moved = body.readBoolean
      ? await raiseReadSeq(tx, conversationId, actor.accountId, seq)
      : await lowerReadSeq(tx, conversationId, actor.accountId, seq - 1);
    if (!moved) return [];
    await insertConversationEvent(tx, {
      conversationId,
      actorId: actor.accountId,
      action: body.readBoolean ? 'read' : 'unread',
      data: { seq },
    });
    if (!body.readBoolean) return [];
    const authors = (await findPeople(tx, [conversationId])).filter((person) => person.accountId !== actor.accountId);
    if (authors.length === 0) return [];
    // The authors are watching for their tick: it goes out from this node right after the commit, like a message.
    const read = queueOwnDelivery(tx, [
      realtimeMessage(
        MESSAGING_EVENTS,
        'messageDelivered',
        authors.map((person) => userRoom(person.accountId)),
        { conversation: conversationId, status: 'read', upToSeq: seq },
      ),
    ]);
    await read.insert;
    return read.rows;
  });
  void deps.outbox.deliverNow(effects);
  return {
    conversation: conversationId,
    unread: (await countUnread(db, actor.accountId, [conversationId])).get(conversationId) ?? 0,
    unreadTotal: await countUnreadTotal(db, actor.accountId),
  };
}

/** `GET /messages/attachments/{id}`: a short-lived link to a message's file, for the conversation's participants only. */
export async function attachmentUrl(deps: AppDeps, actor: AccountActor, mediaId: string): Promise<string> {
  const db = deps.database.db;
  const conversationId = await findAttachmentConversation(db, mediaId);
  const membership = conversationId ? await findMembership(db, conversationId, actor.accountId) : undefined;
  authorize(can(membership?.me, 'open-attachment'), 'NOT_FOUND');
  const url = await signedDocumentUrl(deps, mediaId);
  if (!url) throw new AppError('NOT_FOUND');
  return url;
}
