import type { TMessageAttachment } from '@app/shared/messaging/messaging.schema';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { listings } from './listings';
import { media } from './media';
import { stateEventsTable } from './state-events';

/**
 * A conversation (decision 067): one per pair of people and subject. `pairKey` is the two
 * account ids sorted and joined, so "the conversation of these two about this" is one row.
 * `lastSeq` numbers its messages: a send takes the next one under the row's lock.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    subjectKind: text().notNull(),
    subjectId: uuid().notNull(),
    pairKey: text().notNull(),
    /** The listing it is about (a listing's or an offer's), for the card and the listings tab. */
    propertyId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    lastSeq: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last activity (a message): the lists are ordered by it. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_subject_key').on(t.pairKey, t.subjectKind, t.subjectId),
    check('conversations_subject_kind_check', sql`${t.subjectKind} in ('listing', 'offer', 'professional', 'order')`),
  ],
);

/** A person in a conversation and their own view of it: flags, how far they read and were delivered, their last digest. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    starred: boolean().notNull().default(false),
    archived: boolean().notNull().default(false),
    muted: boolean().notNull().default(false),
    /** This person blocked the others: nobody can send in the conversation while it is set. */
    blocked: boolean().notNull().default(false),
    /** The highest seq this person has read, and the highest that reached an open app of theirs. */
    readSeq: integer().notNull().default(0),
    deliveredSeq: integer().notNull().default(0),
    /** The highest seq an email digest told them about, and when the last digest went. */
    digestedSeq: integer().notNull().default(0),
    digestedAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.accountId] }), index('conversation_participants_account_idx').on(t.accountId)],
);

/** A message: plain text, numbered in its conversation, with the sender's client id for retries. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    authorId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    language: text().notNull(),
    /** Locale → text, filled after the message is stored when a translator is configured. */
    translations: jsonb()
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attachments: jsonb()
      .$type<TMessageAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_messages_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('conversation_messages_client_key').on(t.conversationId, t.authorId, t.clientId),
  ],
);

/** Which private file belongs to which message (who may open it: the conversation's participants). */
export const conversationAttachments = pgTable(
  'conversation_attachments',
  {
    mediaId: uuid()
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
  },
  (t) => [index('conversation_attachments_message_idx').on(t.messageId)],
);

/** What happened in a conversation: started, each message sent, star/archive/mute/block changes, reads. */
export const conversationEvents = stateEventsTable('conversation_events');
