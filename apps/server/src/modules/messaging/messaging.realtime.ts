import { conversationRoom } from '@app/shared/domain/socket-events';
import { MESSAGING_CLIENT_EVENTS, MESSAGING_EVENTS, ZJoinRoomAck, type TJoinRoomAck } from '@app/shared/messaging/messaging.events';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { AppDeps } from '../../app-deps';
import { listConversations } from './conversations.service';
import { recordDeliveryEverywhere } from './message-effects';
import { messagesPage } from './message-read.service';
import { can } from './messaging.policy';
import { findMembership } from './messaging.repo';

/** How many conversations setMyConversations carries (the newest; the page lists the rest). */
const MY_CONVERSATIONS_LIMIT = 100;
/** How many missed messages join_room's answer carries at most (the page fetches older ones). */
const CATCH_UP_LIMIT = 200;

type Ack = (answer: TJoinRoomAck) => void;

async function sendMyConversations(deps: AppDeps, socket: Socket, accountId: string) {
  const { conversations, unreadTotal } = await listConversations(deps, { accountId }, { tab: 'all', limit: MY_CONVERSATIONS_LIMIT });
  socket.emit('setMyConversations', MESSAGING_EVENTS.setMyConversations.parse({ conversations, unreadTotal }));
  await recordDeliveryEverywhere(deps, accountId);
}

async function joinRoom(deps: AppDeps, socket: Socket, accountId: string | undefined, payload: unknown): Promise<TJoinRoomAck> {
  if (!accountId) return { ok: false, message: 'youNeedToBeSignedIn' };
  const parsed = MESSAGING_CLIENT_EVENTS.join_room.safeParse(payload);
  if (!parsed.success) return { ok: false, message: 'invalidInput' };
  const request = typeof parsed.data === 'string' ? { conversationId: parsed.data, afterSeq: undefined } : parsed.data;
  const membership = await findMembership(deps.database.db, request.conversationId, accountId);
  if (!can(membership?.me, 'join')) return { ok: false, message: 'forbidden' };
  await socket.join(conversationRoom(request.conversationId));
  const missed =
    request.afterSeq === undefined
      ? []
      : (await messagesPage(deps, { accountId }, request.conversationId, { after: request.afterSeq, limit: CATCH_UP_LIMIT })).messages;
  return { ok: true, conversation: request.conversationId, messages: missed };
}

/**
 * The spec's client events on every socket: get_my_conversations (answered with
 * setMyConversations for the socket's own account, whatever userID it sends) and join_room
 * (a participant's socket joins `conversation:<id>`; anyone else is refused). A reconnecting app
 * sends both to catch up. Sockets without a signed-in account get nothing.
 */
export function registerMessagingSocket(deps: AppDeps, log: FastifyBaseLogger): void {
  deps.realtime.io.on('connection', (socket) => {
    const accountId = socket.data.accountId as string | undefined;
    socket.on('get_my_conversations', (payload: unknown) => {
      if (!accountId || !MESSAGING_CLIENT_EVENTS.get_my_conversations.safeParse(payload).success) return;
      sendMyConversations(deps, socket, accountId).catch((err: unknown) => log.error({ err }, 'get_my_conversations failed'));
    });
    socket.on('join_room', (payload: unknown, ack?: unknown) => {
      const answer = (result: TJoinRoomAck) => {
        if (typeof ack === 'function') (ack as Ack)(ZJoinRoomAck.parse(result));
      };
      joinRoom(deps, socket, accountId, payload).then(answer, (err: unknown) => {
        log.error({ err }, 'join_room failed');
        answer({ ok: false, message: 'invalidInput' });
      });
    });
  });
}
