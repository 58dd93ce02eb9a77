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
