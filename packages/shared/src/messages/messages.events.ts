import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { defineSocketEvents } from '../domain/socket-events';

// Messaging's socket events (spec section 7: the socket receives newConversation,
// incomingMessage, messageTranslated, messageDelivered, setMyConversations and deliveryError;
// it emits get_my_conversations and join_room). Payloads follow the spec's Conversation and
// Message models (section 4); messaging is not built yet, so they are its starting contract.

/** A chat message (spec: _id, author, body, read, created_at, conversation). */
export const ZChatMessage = z.object({
  _id: z.uuid(),
  conversation: z.uuid(),
  author: z.uuid(),
  body: z.string().min(1).max(5000),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A conversation as one participant sees it (their own star, archive, mute and block flags). */
export const ZConversationSummary = z.object({
  _id: z.uuid(),
  participants: z.array(z.uuid()).min(2),
  /** The listing it is about, when it started from one. */
  propertyID: z.uuid().nullable(),
  starred: z.boolean(),
  archived: z.boolean(),
  muted: z.boolean(),
  blocked: z.boolean(),
  unread: z.number().int().min(0),
  lastMessage: ZChatMessage.nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const MESSAGES_EVENTS = defineSocketEvents({
  /** Someone started a conversation with this account. */
  newConversation: ZConversationSummary,
  /** A message arrived in one of the account's conversations. */
  incomingMessage: ZChatMessage,
  /** A message's text in another interface language, once translated. */
  messageTranslated: z.object({
    messageId: z.uuid(),
    conversation: z.uuid(),
    locale: z.enum(SUPPORTED_LOCALES),
    body: z.string().min(1).max(10000),
  }),
  /** The sender's message was stored and sent on; `clientId` is the id the sender's client gave it. */
  messageDelivered: z.object({ clientId: z.string().min(1).max(100), message: ZChatMessage }),
  /** The answer to get_my_conversations: the account's conversations, newest first. */
  setMyConversations: z.object({ conversations: z.array(ZConversationSummary) }),
  /** The sender's message could not be sent (the web shows 'Failed to send. Click to try again'). */
  deliveryError: z.object({ clientId: z.string().min(1).max(100), conversation: z.uuid(), code: z.literal('failedToSend') }),
});
