import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { listings } from './listings';

/**
 * A search an account saved, with how often it mails new matches (docs/decisions/021-saved-searches.md).
 * Deleting the account deletes its saved searches.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    criteria: jsonb().$type<TSearchCriteria>().notNull(),
    /** 'instant', 'daily' or 'off'. */
    alerts: text().notNull().default('daily'),
    /** The alert job's watermark: listings published after it are new to this search's alerts. */
    alertsCheckedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a mail last carried this search's matches. */
    lastAlertAt: timestamp({ withTimezone: true }),
    /** When the owner last opened it: "new matches" count from here. */
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_searches_account_name_key').on(t.accountId, t.name),
    index('saved_searches_alerts_due_idx')
      .on(t.alertsCheckedAt)
      .where(sql`${t.alerts} <> 'off'`),
  ],
);

/** Which listings an alert already mailed for which saved search: never the same one twice. */
export const savedSearchAlertedListings = pgTable(
  'saved_search_alerted_listings',
  {
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    alertedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_alerted_listings_listing_idx').on(t.listingId),
    index('saved_search_alerted_listings_at_idx').on(t.alertedAt),
  ],
);
