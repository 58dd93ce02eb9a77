import { randomUUID } from 'node:crypto';
import { userRoom } from '@app/shared/domain/socket-events';
import { MESSAGING_EVENTS, type DELIVERY_ERROR_REASONS } from '@app/shared/messaging/messaging.events';
import {
  MESSAGE_ATTACHMENT_TYPES,
  type TMessage,
  type TMessageAttachment,
  type ZSendMessageRequest,
} from '@app/shared/messaging/messaging.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { queueOwnDelivery, type QueuedMessage } from '../../platform/outbox/outbox';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { enqueueRealtime, realtimeMessage } from '../../platform/realtime/realtime-outbox';
import { mediaViews } from '../media/index';
import { authorize } from '../../platform/auth-session/authorize';
import { can } from './messaging.policy';
import { messageView } from './conversation-views';
import { deliverJob, MESSAGE_DELIVER_TOPIC, MESSAGE_TRANSLATE_TOPIC } from './message-effects';
import { findMessageByClientId, findPeople, storeMessageUnlessBlocked, takeNextSeq, type MessageRow } from './messaging.repo';

type SendBody = z.output<typeof ZSendMessageRequest>;

/** The actor's own private, ready uploads of the allowed types (JPG, PNG, PDF), in the order given; anything else is refused. */
async function attachmentsOf(deps: AppDeps, actor: AccountActor, ids: readonly string[]): Promise<TMessageAttachment[]> {
  if (ids.length === 0) return [];
  const files = await mediaViews(deps, actor.accountId, [...ids]);
  return ids.map((id) => {
    const file = files.get(id);
    const type = MESSAGE_ATTACHMENT_TYPES.find((allowed) => allowed === file?.contentType);
    if (!file || !type || file.access !== 'private') throw new AppError('INVALID_INPUT');
    return { _id: file._id, name: file.originalName, contentType: type, fileSize: file.fileSize };
  });
}

/** Tells the sender's open pages that a send was refused (the refused request says so too). */
async function announceRefusal(
  deps: AppDeps,
  actor: AccountActor,
  conversationId: string,
  clientId: string,
  reason: (typeof DELIVERY_ERROR_REASONS)[number],
) {
  await enqueueRealtime(deps.database.db, MESSAGING_EVENTS, 'deliveryError', userRoom(actor.accountId), {
    clientId,
    conversation: conversationId,
    message: reason,
  });
  deps.outbox.kick();
}

async function viewOf(deps: AppDeps, actor: AccountActor, row: MessageRow): Promise<TMessage> {
  return messageView(row, actor.accountId, await findPeople(deps.database.db, [row.conversationId]));
}

/** The sender's rate limit counted now; the outcome (a refusal as the error to throw) is awaited with the rest. */
const countAgainstLimit = (deps: AppDeps, actor: AccountActor) =>
  enforceLimit(deps.rateLimiter, 'messagesPerSender', actor.accountId).then(
    () => undefined,
    (err: unknown) => err,
  );

/**
 * `POST /messages/conversations/{id}/messages`: stores the message under the next seq in one
 * transaction with its event row and its socket events, which go out after the commit (so a
 * reload never loses a message and nobody sees one that was not stored). Participants only; a
 * block anywhere in the conversation refuses it with the same neutral words for both sides; a
 * sender is rate limited; resending a clientId returns the stored message instead of a second one.
 *
 * A person watches the chat, so the round trips are few (decision 086): who is in the
 * conversation, the resend check and the rate limit at once; then the transaction's two
 * statements (the seq, then everything else with the block check); then this node emits the
 * socket events from memory, queued for its own delivery.
 */
export async function sendMessage(deps: AppDeps, actor: AccountActor, conversationId: string, body: SendBody): Promise<TMessage> {
  const db = deps.database.db;
  // At once: who is in the conversation (the sender must be), whether this clientId was stored
  // already (a resend), and the sender's rate limit (a resend or a stranger's try counts too).
  const [people, retry, limitError] = await Promise.all([
    findPeople(db, [conversationId]),
    findMessageByClientId(db, conversationId, actor.accountId, body.clientId),
    countAgainstLimit(deps, actor),
  ]);
  const author = people.find((person) => person.accountId === actor.accountId);
  authorize(can(author, 'send'), 'NOT_FOUND');
  const language = author!.locale;
  if (retry) return messageView(retry, actor.accountId, people);
  if (limitError) {
    await announceRefusal(deps, actor, conversationId, body.clientId, 'tooManyRequests');
    throw limitError;
  }
  const attachments = await attachmentsOf(deps, actor, body.attachmentIds);
  const translate = deps.translator !== null && people.some((person) => person.locale !== language);

  let stored: { view: TMessage; effects: QueuedMessage[] };
  try {
    stored = await db.transaction(async (tx) => {
      const { seq, at } = await takeNextSeq(tx, conversationId);
      const message = {
        id: randomUUID(),
        conversationId,
        seq,
        authorId: actor.accountId,
        body: body.body,
        language,
        attachments,
        clientId: body.clientId,
      };
      const view = messageView({ ...message, translations: {}, createdAt: at }, actor.accountId, people);
      const effects = queueOwnDelivery(tx, [
        realtimeMessage(
          MESSAGING_EVENTS,
          'incomingMessage',
          people.map((person) => userRoom(person.accountId)),
          view,
        ),
        { topic: MESSAGE_DELIVER_TOPIC, payload: deliverJob(message, people) },
        ...(translate ? [{ topic: MESSAGE_TRANSLATE_TOPIC, payload: { messageId: message.id } }] : []),
      ]);
      if (!(await storeMessageUnlessBlocked(tx, message, effects.insert))) throw new AppError('CONVERSATION_CLOSED');
      return { view, effects: effects.rows };
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONVERSATION_CLOSED') {
      await announceRefusal(deps, actor, conversationId, body.clientId, 'conversationClosed');
    }
    if (isUniqueViolation(err)) {
      // The same clientId sent twice at once (the other one was stored), or a file already on another message.
      const again = await findMessageByClientId(db, conversationId, actor.accountId, body.clientId);
      if (again) return viewOf(deps, actor, again);
      throw new AppError('INVALID_INPUT');
    }
    throw err;
  }
  // The socket events go out now, from this node's memory: someone is watching the chat.
  void deps.outbox.deliverNow(stored.effects);
  return stored.view;
}
