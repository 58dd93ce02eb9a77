import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { defineSocketEvents } from '../domain/socket-events';
import { MESSAGE_SEQ_MAX, ZConversation, ZMessage } from './messaging.schema';

/*
 * Messaging's socket events, named as spec section 7 names them. Server → client events go to the
 * participants' `userRoom`s after the change commits (so every open page of theirs sees them,
 * navbar count included); a reload never loses one because messages are stored first.
 */

/** Reasons a send failed, as message keys (the web shows 'Failed to send. Click to try again' with the reason). */
export const DELIVERY_ERROR_REASONS = ['failedToSend', 'conversationClosed', 'tooManyRequests'] as const;

export const MESSAGING_EVENTS = defineSocketEvents({
  /** A conversation this account is in was started (by them on another page, or by someone else): as this account sees it. */
  newConversation: ZConversation,
  /** A message was stored in one of the account's conversations (the author's other pages get it too: match by clientId). */
  incomingMessage: ZMessage,
  /** A message's text in the reader's locale, once translated (after the message was stored and sent). */
  messageTranslated: z.object({
    messageId: z.uuid(),
    conversation: z.uuid(),
    locale: z.enum(SUPPORTED_LOCALES),
    body: z.string().min(1).max(20000),
  }),
  /**
   * To the author: their messages in `conversation` up to `upToSeq` now have `status` (delivered:
   * reached a recipient's open app; read: the recipient read them).
   */
  messageDelivered: z.object({
    conversation: z.uuid(),
    status: z.enum(['delivered', 'read']),
    upToSeq: z.number().int().min(1),
  }),
  /** The answer to get_my_conversations: the account's conversations, newest activity first, and the navbar count. */
  setMyConversations: z.object({
    conversations: z.array(ZConversation),
    unreadTotal: z.number().int().min(0),
  }),
  /** A send was refused (to the sender's pages, besides the refused request): the web keeps the text and offers to retry. */
  deliveryError: z.object({
    clientId: z.string().min(1).max(100),
    conversation: z.uuid(),
    message: z.enum(DELIVERY_ERROR_REASONS),
  }),
});

/** Client → server events (spec section 7: get_my_conversations (userID) and join_room (a conversation id)). */
export const MESSAGING_CLIENT_EVENTS = {
  /**
   * Asks for setMyConversations. The spec sends the userID; the server ignores it and answers for
   * the socket's own account (reconnecting apps send it to catch up).
   */
  get_my_conversations: z.union([z.string().max(100), z.object({ userID: z.string().max(100).optional() }), z.undefined(), z.null()]),
  /**
   * Joins a conversation's room: a conversation id (spec), or with `afterSeq` to also receive the
   * messages missed since. Refused unless the socket's account is a participant.
   */
  join_room: z.union([z.uuid(), z.object({ conversationId: z.uuid(), afterSeq: z.number().int().min(0).max(MESSAGE_SEQ_MAX).optional() })]),
} as const;

/** What join_room's acknowledgement callback receives. */
export const ZJoinRoomAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), conversation: z.uuid(), messages: z.array(ZMessage) }),
  z.object({ ok: z.literal(false), message: z.enum(['forbidden', 'youNeedToBeSignedIn', 'invalidInput']) }),
]);
export type TJoinRoomAck = z.infer<typeof ZJoinRoomAck>;
