import { bigint, index, integer, jsonb, pgTable, primaryKey, date, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { listings } from './listings';

/**
 * Uploaded files. The store holds the bytes (local disk or S3); this row holds who owns them,
 * what they really are (checked from the bytes) and where each rendition lives.
 */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** pending (signed, waiting for bytes) | ready | failed */
    status: text().notNull().default('pending'),
    kind: text(),
    access: text().notNull(),
    /** Where the bytes are in the store. */
    storageKey: text().notNull(),
    declaredType: text().notNull(),
    contentType: text(),
    sizeBytes: bigint({ mode: 'number' }),
    originalName: text().notNull(),
    container: text(),
    width: integer(),
    height: integer(),
    variants: jsonb().$type<{ thumb: string; card: string; full: string }>(),
    expiresAt: timestamp({ withTimezone: true }),
    /**
     * A virtually staged image: the media order it was delivered on (decision 083). Set by the
     * delivery, kept for good (no foreign key: the label outlives the order); owners cannot change it.
     */
    stagedOrderId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId), index('media_staged_order_idx').on(t.stagedOrderId)],
);

/** Views of a listing's public page per day (overview counts). */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);
