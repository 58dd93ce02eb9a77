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

/** Footer newsletter sign-ups; one row per address. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  locale: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
