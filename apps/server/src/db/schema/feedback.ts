import { pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What people tell us through the feedback survey and the contact form. */
export const feedbackEntries = pgTable('feedback_entries', {
  id: uuid().primaryKey().defaultRandom(),
  kind: text().notNull(),
  name: text(),
  email: text(),
  topic: text(),
  rating: smallint(),
  message: text().notNull(),
  locale: text(),
  requestId: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When an admin marked it handled, and who (decision 080); null while it waits. */
  handledAt: timestamp({ withTimezone: true }),
  handledBy: text(),
  /** The admin's reply mailed to the writer, once. */
  reply: text(),
  repliedAt: timestamp({ withTimezone: true }),
});

/**
 * Newsletter sign-ups; one row per address. Double opt-in: a row counts as a subscription only
 * once `confirmedAt` is set by the mailed link (whose SHA-256 is `confirmationDigest`).
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  locale: text(),
  confirmationDigest: text().unique(),
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
