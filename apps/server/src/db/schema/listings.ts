import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { communities } from './communities';

/** A photo: demo photos are bare URLs; uploaded ones carry their media id and renditions. */
export type ListingPhoto = { url: string; caption?: string; mediaId?: string; thumbUrl?: string; cardUrl?: string };

/** The wizard's fields that are not columns (TListingDraft minus the columns and photos). */
export type ListingDetails = Record<string, unknown>;

/**
 * A property for sale. The foundation holds what a listing card needs; the listings
 * module adds the wizard's fields, media and lifecycle.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingKey: text().unique(),
    ownerId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** false = draft, as the spec's `complete`. */
    complete: boolean().notNull().default(false),
    status: text().notNull().default('draft'),
    listingType: text().notNull().default('resale'),
    listingKind: text().notNull().default('individual'),
    communityId: uuid().references(() => communities.id, { onDelete: 'set null' }),
    /** The owner took it off the site for now (spec: Hide/Unhide). */
    hidden: boolean().notNull().default(false),
    sellerRole: text(),
    /** Drafts may lack any of these; a published listing has them all (listing-steps.ts). */
    title: text(),
    description: text().notNull().default(''),
    priceMinor: bigint({ mode: 'number' }),
    currency: char({ length: 3 }).notNull().default('USD'),
    hoaMinor: bigint({ mode: 'number' }),
    propertyType: text(),
    beds: smallint(),
    baths: smallint(),
    sizeSqft: integer(),
    lotSizeSqft: integer(),
    yearBuilt: smallint(),
    street: text(),
    apt: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text().notNull().default('us'),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    photos: jsonb().$type<ListingPhoto[]>().notNull().default(sql`'[]'::jsonb`),
    /** Feature ids, a column so search can filter on them. */
    featureIds: text().array().notNull().default(sql`'{}'::text[]`),
    details: jsonb().$type<ListingDetails>().notNull().default(sql`'{}'::jsonb`),
    featured: boolean().notNull().default(false),
    termMonths: smallint(),
    publishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    /** When the "expires soon" mail went out, so it goes once per term. */
    expiryNoticeAt: timestamp({ withTimezone: true }),
    /** ListHub-linked listings carry the ListHub user's email (spec). */
    listhubEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_featured_idx').on(t.publishedAt).where(sql`${t.featured} and ${t.status} = 'active'`),
    index('listings_city_idx').on(t.city, t.state).where(sql`${t.status} = 'active'`),
    index('listings_owner_idx').on(t.ownerId),
    index('listings_community_idx').on(t.communityId),
    index('listings_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'active'`),
  ],
);
