import { userRoom } from '@app/shared/domain/socket-events';
import { MESSAGING_EVENTS } from '@app/shared/messaging/messaging.events';
import type {
  TConversation,
  TListConversationsResponse,
  TStartConversationRequest,
  TStartConversationResponse,
  TUpdateConversationRequest,
  ZListConversationsQuery,
} from '@app/shared/messaging/messaging.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { AppError } from '../../platform/http/app-error';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { enqueueRealtime } from '../../platform/realtime/realtime-outbox';
import { listPublicCardsByIds } from '../listings/index';
import { orderSubjects } from '../orders/index';
import { subjectParty } from './conversation-subjects';
import { conversationView } from './conversation-views';
import { can } from './messaging.policy';
import {
  countUnread,
  countUnreadTotal,
  findConversationBySubject,
  findLastMessages,
  findMembership,
  findMemberships,
  findPeople,
  insertConversation,
  insertConversationEvent,
  lockConversation,
  pairKeyOf,
  updateOwnFlags,
  type ConversationCursor,
  type MembershipRow,
} from './messaging.repo';

/** Conversations as their viewers (each membership's `me`) see them, in the order given. */
export async function conversationViews(db: DbOrTx, memberships: readonly MembershipRow[]): Promise<TConversation[]> {
  const ids = [...new Set(memberships.map((m) => m.conversation.id))];
  if (ids.length === 0) return [];
  const people = await findPeople(db, ids);
  const lastMessages = await findLastMessages(db, ids);
  const unreadByViewer = new Map<string, Map<string, number>>();
  for (const viewerId of new Set(memberships.map((m) => m.me.accountId))) {
    unreadByViewer.set(viewerId, await countUnread(db, viewerId, ids));
  }
  const propertyIds = [...new Set(memberships.flatMap((m) => (m.conversation.propertyId ? [m.conversation.propertyId] : [])))];
  const cards = new Map((await listPublicCardsByIds(db, propertyIds)).map((card) => [card._id, card]));
  const orderIds = [...new Set(memberships.flatMap((m) => (m.conversation.subjectKind === 'order' ? [m.conversation.subjectId] : [])))];
  const orders = await orderSubjects(db, orderIds);
  return memberships.map((membership) => {
    const id = membership.conversation.id;
    return conversationView(membership, {
      people: people.filter((person) => person.conversationId === id),
      lastMessage: lastMessages.find((message) => message.conversationId === id),
      unread: unreadByViewer.get(membership.me.accountId)?.get(id) ?? 0,
      listing: membership.conversation.propertyId ? (cards.get(membership.conversation.propertyId) ?? null) : null,
      order: membership.conversation.subjectKind === 'order' ? orders.get(membership.conversation.subjectId) : undefined,
    });
  });
}

/** The actor's side of a conversation; 404 for anyone not in it. */
export async function membershipOf(db: DbOrTx, actor: Pick<AccountActor, 'accountId'>, conversationId: string): Promise<MembershipRow> {
  const membership = await findMembership(db, conversationId, actor.accountId);
  authorize(can(membership?.me, 'read'), 'NOT_FOUND');
  return membership!;
}

/**
 * `POST /messages/conversations`: the pair's one conversation about the subject, made now if
 * there is none (both participants get newConversation after the commit). Starting is rate
 * limited per account; getting an existing one is not.
 */
export async function startConversation(
  deps: AppDeps,
  actor: AccountActor,
  body: TStartConversationRequest,
): Promise<TStartConversationResponse> {
  const db = deps.database.db;
  const { otherId, propertyId } = await subjectParty(deps, actor, body.subject);
  const pairKey = pairKeyOf(actor.accountId, otherId);
  const existing = await findConversationBySubject(db, pairKey, body.subject.kind, body.subject.id);
  if (existing) return { conversation: await viewFor(db, actor.accountId, existing.id), created: false };

  await enforceLimit(deps.rateLimiter, 'conversationsPerAccount', actor.accountId);
  const made = await db.transaction(async (tx) => {
    const row = await insertConversation(tx, { subjectKind: body.subject.kind, subjectId: body.subject.id, pairKey, propertyId }, [
      actor.accountId,
      otherId,
    ]);
    if (!row) return undefined;
    await insertConversationEvent(tx, {
      conversationId: row.id,
      actorId: actor.accountId,
      action: 'started',
      data: { subject: body.subject },
    });
    for (const accountId of [actor.accountId, otherId]) {
      const [view] = await conversationViews(tx, [(await findMembership(tx, row.id, accountId))!]);
      await enqueueRealtime(tx, MESSAGING_EVENTS, 'newConversation', userRoom(accountId), view!);
    }
    return row;
  });
  if (!made) {
    // Both people started it at once: the other request made it.
    const raced = await findConversationBySubject(db, pairKey, body.subject.kind, body.subject.id);
    if (!raced) throw new AppError('AN_ERROR_HAS_OCCURED');
    return { conversation: await viewFor(db, actor.accountId, raced.id), created: false };
  }
  deps.outbox.kick();
  return { conversation: await viewFor(db, actor.accountId, made.id), created: true };
}

/** One conversation as the account sees it (a participant's). */
export async function viewFor(db: DbOrTx, accountId: string, conversationId: string): Promise<TConversation> {
  const [view] = await conversationViews(db, [await membershipOf(db, { accountId }, conversationId)]);
  return view!;
}

const encodeCursor = (cursor: ConversationCursor) => Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString('base64url');

function decodeCursor(text: string | undefined): ConversationCursor | undefined {
  if (!text) return undefined;
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('INVALID_INPUT');
  return { at: date, id };
}

/** `GET /messages/conversations`: a tab of the actor's conversations (search too), newest activity first, and the navbar count. */
export async function listConversations(
  deps: AppDeps,
  actor: Pick<AccountActor, 'accountId'>,
  query: z.output<typeof ZListConversationsQuery>,
): Promise<TListConversationsResponse> {
  const db = deps.database.db;
  const limit = query.limit;
  const rows = await findMemberships(db, actor.accountId, {
    tab: query.tab,
    q: query.q || undefined,
    cursor: decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: await conversationViews(db, page),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.conversation.updatedAt, id: last.conversation.id }) : null,
    unreadTotal: await countUnreadTotal(db, actor.accountId),
  };
}

/** Which spec flag changed, as the event's action. */
const FLAG_ACTIONS = { starred: 'star', archived: 'archive', muted: 'mute', blocked: 'block' } as const;

/**
 * `PUT /messages/conversation` (spec): the actor's own star, archive, mute or block. The spec's
 * mutedByArray and blockedBy are ignored: only the actor's own entry ever changes.
 */
export async function updateConversation(deps: AppDeps, actor: AccountActor, body: TUpdateConversationRequest): Promise<TConversation> {
  const db = deps.database.db;
  await membershipOf(db, actor, body.conversationID);
  const flags = {
    ...(body.starredBoolean !== undefined && { starred: body.starredBoolean }),
    ...(body.archivedBoolean !== undefined && { archived: body.archivedBoolean }),
    ...(body.mutedBoolean !== undefined && { muted: body.mutedBoolean }),
    ...(body.blockedBoolean !== undefined && { blocked: body.blockedBoolean }),
  };
  await db.transaction(async (tx) => {
    // Under the conversation's lock, as sends are: once a block commits, no send can pass it.
    await lockConversation(tx, body.conversationID);
    await updateOwnFlags(tx, body.conversationID, actor.accountId, flags);
    for (const [flag, value] of Object.entries(flags)) {
      const action = FLAG_ACTIONS[flag as keyof typeof FLAG_ACTIONS];
      await insertConversationEvent(tx, {
        conversationId: body.conversationID,
        actorId: actor.accountId,
        action: value ? action : `un${action}`,
      });
    }
  });
  return viewFor(db, actor.accountId, body.conversationID);
}
