import { userRoom } from '@app/shared/domain/socket-events';
import { MESSAGING_EVENTS } from '@app/shared/messaging/messaging.events';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { OutboxHandler } from '../../platform/outbox/outbox-worker';
import { localeOf } from './conversation-views';
import {
  addTranslation,
  findMessage,
  findPeople,
  raiseDeliveredEverywhere,
  raiseDeliveredSeq,
  type MessageRow,
  type PeopleRow,
} from './messaging.repo';

/** After a message is stored: mark it delivered to the recipients whose app is open, and tell its author. */
export const MESSAGE_DELIVER_TOPIC = 'messaging.deliver';
/** After a message is stored: translate it into each recipient's language and send them the translation. */
export const MESSAGE_TRANSLATE_TOPIC = 'messaging.translate';

const ZMessageJob = z.object({ messageId: z.uuid() });

/** Whether the account has a socket open on any node (the Redis adapter asks the others). */
export async function isOnline(deps: Pick<AppDeps, 'realtime'>, accountId: string): Promise<boolean> {
  const room = userRoom(accountId);
  // A socket on this node answers at once; only without one are the other nodes asked (a round trip through Redis).
  if (deps.realtime.io.sockets.adapter.rooms.has(room)) return true;
  const sockets = await deps.realtime.io.in(room).fetchSockets();
  return sockets.length > 0;
}

/**
 * Raises how far the recipient was delivered to `seq` and, when it moved, tells the conversation's
 * other people (the authors) with messageDelivered. Used when a message reaches an open app, and
 * when the recipient fetches their messages. `peopleIds`: the conversation's people when the
 * caller knows them.
 */
export async function recordDelivery(
  deps: AppDeps,
  conversationId: string,
  recipientId: string,
  seq: number,
  peopleIds?: readonly string[],
): Promise<void> {
  if (seq < 1 || !(await raiseDeliveredSeq(deps.database.db, conversationId, recipientId, seq))) return;
  const people = peopleIds ?? (await findPeople(deps.database.db, [conversationId])).map((person) => person.accountId);
  for (const accountId of people) {
    if (accountId === recipientId) continue;
    deps.realtime.emit(MESSAGING_EVENTS, 'messageDelivered', userRoom(accountId), {
      conversation: conversationId,
      status: 'delivered',
      upToSeq: seq,
    });
  }
}

/** An app of the account's caught up (get_my_conversations): everything is delivered to it; the authors are told. */
export async function recordDeliveryEverywhere(deps: AppDeps, accountId: string): Promise<void> {
  const moved = await raiseDeliveredEverywhere(deps.database.db, accountId);
  if (moved.length === 0) return;
  const people = await findPeople(
    deps.database.db,
    moved.map((entry) => entry.conversationId),
  );
  for (const { conversationId, seq } of moved) {
    for (const person of people) {
      if (person.conversationId !== conversationId || person.accountId === accountId) continue;
      deps.realtime.emit(MESSAGING_EVENTS, 'messageDelivered', userRoom(person.accountId), {
        conversation: conversationId,
        status: 'delivered',
        upToSeq: seq,
      });
    }
  }
}

/**
 * The deliver topic's payload: the message's place and the conversation's people, so the handler
 * reads nothing again. Rows queued before it carried these hold the message's id only.
 */
const ZDeliverJob = ZMessageJob.extend({
  conversationId: z.uuid(),
  seq: z.number().int().positive(),
  authorId: z.uuid(),
  peopleIds: z.array(z.uuid()),
}).or(ZMessageJob);

/** The deliver topic's payload for a message just stored. */
export function deliverJob(message: Pick<MessageRow, 'id' | 'conversationId' | 'seq' | 'authorId'>, people: readonly PeopleRow[]) {
  const { id: messageId, conversationId, seq, authorId } = message;
  return { messageId, conversationId, seq, authorId, peopleIds: people.map((person) => person.accountId) };
}

/** The deliver topic's handler (at least once: raising delivered again changes nothing). */
export function deliverHandler(deps: AppDeps): OutboxHandler {
  return async (payload) => {
    const job = ZDeliverJob.parse(payload);
    const message = 'seq' in job ? job : await findMessage(deps.database.db, job.messageId);
    if (!message) return;
    const peopleIds =
      'peopleIds' in job ? job.peopleIds : (await findPeople(deps.database.db, [message.conversationId])).map((person) => person.accountId);
    for (const recipientId of peopleIds) {
      if (recipientId === message.authorId || !(await isOnline(deps, recipientId))) continue;
      await recordDelivery(deps, message.conversationId, recipientId, message.seq, peopleIds);
    }
  };
}

/**
 * The translate topic's handler: each recipient language the message is not written in and not
 * yet translated to is translated, stored, and sent to the readers of that language as
 * messageTranslated. A failing translator throws, and the outbox tries again later.
 */
export function translateHandler(deps: AppDeps): OutboxHandler {
  return async (payload) => {
    const translator = deps.translator;
    const message = await findMessage(deps.database.db, ZMessageJob.parse(payload).messageId);
    if (!translator || !message || message.body === '') return;
    const from = localeOf(message.language);
    const readers = (await findPeople(deps.database.db, [message.conversationId])).filter(
      (person) => person.accountId !== message.authorId,
    );
    for (const to of new Set(readers.map((person) => localeOf(person.locale)))) {
      if (to === from) continue;
      const body = message.translations[to] ?? (await translator.translate(message.body, from, to));
      if (!message.translations[to]) await addTranslation(deps.database.db, message.id, to, body);
      for (const reader of readers.filter((person) => localeOf(person.locale) === to)) {
        deps.realtime.emit(MESSAGING_EVENTS, 'messageTranslated', userRoom(reader.accountId), {
          messageId: message.id,
          conversation: message.conversationId,
          locale: to,
          body,
        });
      }
    }
  };
}
