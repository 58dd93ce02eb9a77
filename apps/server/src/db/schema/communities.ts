import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import type { ListingDetails, ListingPhoto } from './listings';

/** A community (development, building) grouping several listings. */
export const communities = pgTable(
  'communities',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text(),
    description: text().notNull().default(''),
    listingType: text(),
    street: text(),
    apt: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text().notNull().default('us'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    photos: jsonb()
      .$type<ListingPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    details: jsonb()
      .$type<ListingDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('communities_owner_idx').on(t.ownerId)],
);
