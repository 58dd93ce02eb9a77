import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TListhubImportStatus, TListhubRejectReason } from '@app/shared/listhub/listhub.schema';
import { accounts } from './accounts';
import { listings } from './listings';
import { stateEventsTable } from './state-events';

/**
 * One import of a ListHub feed file (docs/decisions/068-listhub-import.md). `processed` is the
 * resume point: records before it are done and their effects committed with it, chunk by chunk,
 * so a restart goes on from there. The counts are the report.
 */
export const listhubImports = pgTable(
  'listhub_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The report's name in /listings/listhub/report/{file}. */
    file: text().notNull().unique(),
    /** Where the feed's bytes are kept in the file store. */
    storageKey: text().notNull(),
    /** A full feed lists every live listing: those it leaves out are expired when it is done. */
    full: boolean().notNull().default(true),
    status: text().$type<TListhubImportStatus>().notNull().default('running'),
    startedBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    total: integer().notNull().default(0),
    processed: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    expired: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('listhub_imports_running_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** Status changes of imports (running → done or failed), as every machine keeps them. */
export const listhubImportEvents = stateEventsTable('listhub_import_events');

/** A record of a feed the import could not take, with why (the report lists every one). */
export const listhubImportRejects = pgTable(
  'listhub_import_rejects',
  {
    importId: uuid()
      .notNull()
      .references(() => listhubImports.id, { onDelete: 'cascade' }),
    /** The record's place in the feed (0-based), so a resumed chunk does not add it twice. */
    seq: integer().notNull(),
    line: integer().notNull(),
    listingKey: text(),
    reason: text().$type<TListhubRejectReason>().notNull(),
    /** The element or value at fault, shown with the reason. */
    detail: text(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/**
 * A listing that came from ListHub: what the feed last said of it (a hash, so an unchanged record
 * costs nothing), its photos' source URLs, and the last import that listed it (a full feed's
 * missing listings are those it did not reach).
 */
export const listhubListings = pgTable(
  'listhub_listings',
  {
    listingKey: text().primaryKey(),
    listingId: uuid()
      .notNull()
      .unique()
      .references(() => listings.id, { onDelete: 'cascade' }),
    contentHash: text().notNull(),
    photoUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastImportId: uuid().references(() => listhubImports.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listhub_listings_last_import_idx').on(t.lastImportId)],
);
