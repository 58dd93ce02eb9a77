import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { ZListingCard } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { SERVICE_KIND_IDS } from '../reference/orders';

/*
 * Messaging (issue 21, docs/decisions/067-messaging.md): one conversation per pair of people and
 * subject (a listing, an offer, a professional, an order), messages stored before they are
 * sent on, translated on the server after they are stored.
 *
 * Spec section 4: Conversation: _id, participants, messages, otherUser, user, propertyID, starred,
 * archived, muted, mutedBy, blocked, blockedBy. Message: _id, author, body, read, created_at,
 * conversation. Section 7: PUT messages/conversation (conversationID with starredBoolean,
 * archivedBoolean, mutedBoolean plus mutedByArray, or blockedBoolean plus blockedBy) and PUT messages
 * (messageID and readBoolean). The other calls are "not shown": designed RESTfully under /messages.
 */

/** What a conversation is about (an order: between its customer and its provider, decision 074). */
export const CONVERSATION_SUBJECT_KINDS = ['listing', 'offer', 'professional', 'order'] as const;
export type TConversationSubjectKind = (typeof CONVERSATION_SUBJECT_KINDS)[number];

/** The subject: its kind and the id of the listing, offer, professional (account id) or order. */
export const ZConversationSubject = z.object({
  kind: z.enum(CONVERSATION_SUBJECT_KINDS, MESSAGES.invalidInput),
  id: z.uuid(MESSAGES.invalidInput),
});
export type TConversationSubject = z.infer<typeof ZConversationSubject>;

/** The Messages tabs (spec section 2): all, unread, archived, starred, listings. */
export const CONVERSATION_TABS = ['all', 'unread', 'archived', 'starred', 'listings'] as const;
export type TConversationTab = (typeof CONVERSATION_TABS)[number];

/** A message's delivery ticks, as its author sees them: stored → reached a recipient's open app → read. */
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Longest message body, in characters (plain text; links are made clickable by the reader's app). */
export const MESSAGE_BODY_MAX = 5000;
/** Most attachments on one message. */
export const MESSAGE_ATTACHMENTS_MAX = 5;
/** Content types a message may carry (uploaded as private files through GET /images/sign and POST /images). */
export const MESSAGE_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The id a sender's app gives a message before sending it; resending with the same id never makes a second message. */
export const ZClientMessageId = z.string(MESSAGES.invalidInput).trim().min(1, MESSAGES.invalidInput).max(100, MESSAGES.invalidInput);

/** A file on a message. Its bytes are private: `GET /messages/attachments/{_id}` redirects a participant to a short-lived link. */
export const ZMessageAttachment = z.object({
  _id: z.uuid(),
  name: z.string(),
  contentType: z.enum(MESSAGE_ATTACHMENT_TYPES),
  fileSize: z.number().int().min(0),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

/** Where a participant's app opens an attachment (a redirect to a short-lived signed link, participants only). */
export const messageAttachmentPath = (attachmentId: string) => `/api/v1/messages/attachments/${attachmentId}`;

/** Machine translations of a message, by interface locale (only those made; none without a translator). */
export const ZMessageTranslations = z.partialRecord(z.enum(SUPPORTED_LOCALES), z.string());

/** A message (spec: _id, author, body, read, created_at, conversation) with its ordering, language, translations and files. */
export const ZMessage = z.object({
  _id: z.uuid(),
  conversation: z.uuid(),
  /** The author's account id. */
  author: z.uuid(),
  /** Plain text as written (never HTML); may be empty when the message carries attachments. */
  body: z.string().max(MESSAGE_BODY_MAX),
  /** The language it was written in: the author's interface locale when they sent it. */
  language: z.enum(SUPPORTED_LOCALES),
  translations: ZMessageTranslations,
  attachments: z.array(ZMessageAttachment),
  /** Spec: read. The viewer's own message: read by every other participant; someone else's: read by the viewer. */
  read: z.boolean(),
  /** The author's ticks: sent, delivered, read. */
  status: z.enum(MESSAGE_STATUSES),
  /** Position in its conversation, 1, 2, 3…: messages are ordered by it and missed ones fetched after it. */
  seq: z.number().int().min(1),
  /** The sender app's id for it (retries), or null. */
  clientId: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TMessage = z.infer<typeof ZMessage>;

/** A participant as the others see them. */
export const ZConversationParticipant = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** Their interface locale (the language their messages are written in). */
  locale: z.enum(SUPPORTED_LOCALES),
});
export type TConversationParticipant = z.infer<typeof ZConversationParticipant>;

/**
 * A conversation as one participant (`user`) sees it: their own star, archive, mute and block.
 * `mutedBy` and `blockedBy` list only the viewer (when they muted or blocked): nobody learns that
 * someone else muted or blocked them. `canSend` is false when either side blocked the other.
 */
export const ZConversation = z.object({
  _id: z.uuid(),
  participants: z.array(ZConversationParticipant),
  /** The other participant (null when their account was erased). */
  otherUser: ZConversationParticipant.nullable(),
  /** The viewer's account id. */
  user: z.uuid(),
  subject: ZConversationSubject,
  /** The listing it is about (a listing's conversation, or an offer's listing), else null. */
  propertyID: z.uuid().nullable(),
  /** That listing's card while it is public, for the top of the conversation. */
  listing: ZListingCard.nullable(),
  /** The order it is about (an order's conversation) and the viewer's side of it, else null. */
  order: z
    .object({
      _id: z.uuid(),
      orderNumber: z.number().int(),
      serviceType: z.enum(SERVICE_KIND_IDS),
      viewerIs: z.enum(['customer', 'provider']),
    })
    .nullable(),
  starred: z.boolean(),
  archived: z.boolean(),
  muted: z.boolean(),
  mutedBy: z.array(z.uuid()),
  blocked: z.boolean(),
  blockedBy: z.array(z.uuid()),
  canSend: z.boolean(),
  /** Messages from the others the viewer has not read. */
  unread: z.number().int().min(0),
  lastMessage: ZMessage.nullable(),
  /** Highest message seq (0 when empty): compare with what the app holds to fetch what it missed. */
  lastSeq: z.number().int().min(0),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TConversation = z.infer<typeof ZConversation>;

// ---- REST bodies ---------------------------------------------------------------------------

/** POST /messages/conversations: start (or get the existing) conversation with the subject's other party. */
export const ZStartConversationRequest = z.object({ subject: ZConversationSubject });
export type TStartConversationRequest = z.infer<typeof ZStartConversationRequest>;

/** Its answer: the conversation, and whether it was made now. */
export const ZStartConversationResponse = z.object({ conversation: ZConversation, created: z.boolean() });
export type TStartConversationResponse = z.infer<typeof ZStartConversationResponse>;

/** GET /messages/conversations?tab=&q=&cursor=: a tab of the viewer's conversations, newest activity first. */
export const ZListConversationsQuery = z.object({
  tab: z.enum(CONVERSATION_TABS, MESSAGES.invalidInput).default('all'),
  /** Search in the other person's name, the listing's title and the messages. */
  q: z.string(MESSAGES.invalidInput).trim().max(200, MESSAGES.invalidInput).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string(MESSAGES.invalidInput).max(200, MESSAGES.invalidInput).optional(),
  limit: z.coerce.number(MESSAGES.invalidInput).int().min(1).max(100).default(30),
});
export type TListConversationsQuery = z.input<typeof ZListConversationsQuery>;

export const ZListConversationsResponse = z.object({
  conversations: z.array(ZConversation),
  nextCursor: z.string().nullable(),
  /** Unread messages over all the viewer's conversations except muted ones (the navbar count). */
  unreadTotal: z.number().int().min(0),
});
export type TListConversationsResponse = z.infer<typeof ZListConversationsResponse>;

/** The highest seq a conversation can reach (a PostgreSQL `integer`): a cursor past it is bad input, not a failed query. */
export const MESSAGE_SEQ_MAX = 2_147_483_647;

/** GET /messages/conversations/{id}/messages?before=&after=&limit=: a page, oldest first. */
export const ZMessagesPageQuery = z.object({
  /** Messages before this seq (older page); without before/after, the newest page. */
  before: z.coerce.number(MESSAGES.invalidInput).int().min(1).max(MESSAGE_SEQ_MAX, MESSAGES.invalidInput).optional(),
  /** Messages after this seq (catching up after a reconnect). */
  after: z.coerce.number(MESSAGES.invalidInput).int().min(0).max(MESSAGE_SEQ_MAX, MESSAGES.invalidInput).optional(),
  limit: z.coerce.number(MESSAGES.invalidInput).int().min(1).max(200).default(50),
});
export type TMessagesPageQuery = z.input<typeof ZMessagesPageQuery>;

export const ZMessagesPageResponse = z.object({
  messages: z.array(ZMessage),
  /** Whether more exist beyond this page in the direction asked. */
  hasMore: z.boolean(),
});
export type TMessagesPageResponse = z.infer<typeof ZMessagesPageResponse>;

/** POST /messages/conversations/{id}/messages: send (resending the same clientId returns the stored message). */
export const ZSendMessageRequest = z
  .object({
    clientId: ZClientMessageId,
    body: z.string(MESSAGES.invalidInput).trim().max(MESSAGE_BODY_MAX, MESSAGES.invalidInput).default(''),
    /** Ids of the sender's private uploads (JPG, PNG or PDF). */
    attachmentIds: z.array(z.uuid(MESSAGES.invalidInput)).max(MESSAGE_ATTACHMENTS_MAX, MESSAGES.invalidInput).default([]),
  })
  .refine((m) => m.body.length > 0 || m.attachmentIds.length > 0, { message: MESSAGES.required, path: ['body'] });
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

/** Its answer: the stored message (status sent, or delivered when a recipient's app is open). */
export const ZSendMessageResponse = z.object({ message: ZMessage });

/**
 * PUT /messages/conversation (spec): the viewer's star, archive, mute or block. `mutedByArray` and
 * `blockedBy` are accepted for the spec's shape but ignored: the server changes only the viewer's entry.
 */
export const ZUpdateConversationRequest = z.object({
  conversationID: z.uuid(MESSAGES.invalidInput),
  starredBoolean: z.boolean(MESSAGES.invalidInput).optional(),
  archivedBoolean: z.boolean(MESSAGES.invalidInput).optional(),
  mutedBoolean: z.boolean(MESSAGES.invalidInput).optional(),
  mutedByArray: z.array(z.string()).max(10).optional(),
  blockedBoolean: z.boolean(MESSAGES.invalidInput).optional(),
  blockedBy: z.array(z.string()).max(10).optional(),
});
export type TUpdateConversationRequest = z.infer<typeof ZUpdateConversationRequest>;

export const ZUpdateConversationResponse = z.object({ conversation: ZConversation });

/**
 * PUT /messages (spec: messageID and readBoolean): true marks this message and every earlier one
 * from the others in its conversation read by the viewer (opening a conversation sends its newest).
 */
export const ZMarkReadRequest = z.object({
  messageID: z.uuid(MESSAGES.invalidInput),
  readBoolean: z.boolean(MESSAGES.invalidInput),
});
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequest>;

export const ZMarkReadResponse = z.object({
  conversation: z.uuid(),
  /** The viewer's unread messages left in that conversation, and over all (the navbar count). */
  unread: z.number().int().min(0),
  unreadTotal: z.number().int().min(0),
});
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

/** GET /messages/capabilities: whether messages are translated (no translator configured: no Translate action). */
export const ZMessagingCapabilities = z.object({
  translation: z.boolean(),
  attachmentTypes: z.array(z.enum(MESSAGE_ATTACHMENT_TYPES)),
  bodyMax: z.number().int(),
});
export type TMessagingCapabilities = z.infer<typeof ZMessagingCapabilities>;
