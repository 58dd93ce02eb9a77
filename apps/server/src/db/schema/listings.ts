import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LISTING_STATUSES, type TListingStatus } from '@app/shared/listings/listing.schema';
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { communities } from './communities';
import { stateEventsTable } from './state-events';

/** A translator's title and description per language, from the order that delivered them (decision 073). */
export type StoredListingTranslations = Record<string, { title: string; description: string; orderId: string; at: string }>;

/**
 * A photo: demo photos are bare URLs; uploaded ones carry their media id and renditions, and
 * `virtuallyStaged` when the image is a virtual staging delivery (decision 083, from the media row).
 */
export type ListingPhoto = {
  url: string;
  caption?: string;
  mediaId?: string;
  thumbUrl?: string;
  cardUrl?: string;
  virtuallyStaged?: true;
};

/** The wizard's fields that are not columns (TListingDraft minus the columns and photos). */
export type ListingDetails = Record<string, unknown>;

type SearchedColumns = Record<'title' | 'street' | 'city' | 'state' | 'zip' | 'description', SQLWrapper>;

/** The columns a text document's order tokens come from. */
type OrderedColumns = { publishedAt: SQLWrapper; priceMinor: SQLWrapper };

/**
 * A listing's day of publication and price band as extra lexemes of its text documents
 * (`listing_order_tokens` of migration 0010: "~d20779", days since 1970, UTC, with its 8- and
 * 64-day blocks; "~p27", the band between the search's price steps, "~pn" without a price): a
 * word search asks the text index for "these words, published on one of these days" or "priced
 * in one of these bands" in one index scan (019-search.md "Word searches").
 */
function orderTokens(t: OrderedColumns): SQL {
  return sql`listing_order_tokens(${t.publishedAt}, ${t.priceMinor})`;
}

/**
 * The words a text search matches: title, address and description, stemmed as English, plus the
 * order tokens. The search index is built on exactly this expression, so queries must use it too.
 */
export function listingSearchDocument(t: SearchedColumns & OrderedColumns): SQL {
  return sql`(to_tsvector('english'::regconfig, coalesce(${t.title}, '') || ' ' || coalesce(${t.street}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.state}, '') || ' ' || coalesce(${t.zip}, '') || ' ' || ${t.description}) || ${orderTokens(t)})`;
}

/** A listing title's words (and the order tokens): "the title says the words" ranks first (019-search.md). */
export function listingTitleDocument(t: { title: SQLWrapper } & OrderedColumns): SQL {
  return sql`(to_tsvector('english'::regconfig, coalesce(${t.title}, '')) || ${orderTokens(t)})`;
}

/** The columns a search ranges over, by the dimension name the map's range cells keep them under (search/range-bands.ts). */
export function listingRangeColumns<T extends Record<'priceMinor' | 'sizeSqft' | 'lotSizeSqft' | 'yearBuilt', PgColumn>>(t: T) {
  return { price: t.priceMinor, size: t.sizeSqft, lot: t.lotSizeSqft, year: t.yearBuilt };
}

/** The search indexes' predicate: active, complete and not hidden (listings.repo.ts publicListing). */
function publicOnly(t: Record<'status' | 'complete' | 'hidden', SQLWrapper>): SQL {
  return sql`${t.status} = 'active' and ${t.complete} = true and ${t.hidden} = false`;
}

const SEARCHED = [
  'id',
  'country',
  'state',
  'city',
  'propertyType',
  'listingType',
  'priceMinor',
  'beds',
  'baths',
  'sizeSqft',
  'lotSizeSqft',
  'yearBuilt',
  'publishedAt',
  'latitude',
  'longitude',
  'featureIds',
] as const;

/** Index columns: the leading ones, then every other column search filters or orders on. */
function searchKey<C extends PgColumn>(t: Record<(typeof SEARCHED)[number], C>, ...leading: C[]): [C, ...C[]] {
  const [first, ...rest] = leading;
  if (!first) throw new Error('a search index needs a leading column');
  return [first, ...rest, ...SEARCHED.map((name) => t[name]).filter((column) => !leading.includes(column))];
}

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
    status: text().$type<TListingStatus>().notNull().default('draft'),
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
    translations: jsonb()
      .$type<StoredListingTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    photos: jsonb()
      .$type<ListingPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Feature ids, a column so search can filter on them. */
    featureIds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb()
      .$type<ListingDetails>()
      .notNull()
      .default(sql`'{}'::jsonb`),
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
    index('listings_featured_idx')
      .on(t.publishedAt)
      .where(sql`${t.featured} and ${t.status} = 'active'`),
    index('listings_city_idx')
      .on(t.city, t.state)
      .where(sql`${t.status} = 'active'`),
    index('listings_owner_idx').on(t.ownerId),
    index('listings_community_idx').on(t.communityId),
    index('listings_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Search (docs/decisions/019-search.md): partial indexes over public listings only, the
    // predicate written as listings.repo.ts's publicListing so the planner can match it. Each
    // btree leads with what it narrows or orders by and then holds every other filtered
    // column, so a search is answered from the index alone and reads ten rows of the table.
    index('listings_search_place_idx')
      .on(...searchKey(t, t.state, t.city, t.publishedAt))
      .where(publicOnly(t)),
    index('listings_search_recent_idx')
      .on(...searchKey(t, t.publishedAt, t.id))
      .where(publicOnly(t)),
    index('listings_search_price_idx')
      .on(...searchKey(t, t.priceMinor, t.id))
      .where(publicOnly(t)),
    index('listings_search_position_idx')
      .on(...searchKey(t, t.latitude, t.longitude))
      .where(publicOnly(t)),
    // A zoomed-out map's range corrections (search/range-bands.ts): by price, size, lot or year
    // built, with only what the map cells are kept by, so a range is read from a narrow index.
    ...Object.entries(listingRangeColumns(t)).map(([dimension, value]) =>
      index(`listings_map_${dimension}_idx`)
        .on(value, t.latitude, t.longitude, t.country, t.state, t.propertyType, t.listingType, t.beds, t.baths)
        .where(publicOnly(t)),
    ),
    // Text: words and the order tokens (day, price band), for the whole document and for the title alone.
    index('listings_search_text_idx').using('gin', listingSearchDocument(t)).where(publicOnly(t)),
    index('listings_search_title_idx').using('gin', listingTitleDocument(t)).where(publicOnly(t)),
    // The statuses of the listing transition table (packages/shared/src/listings/listing-transitions.ts).
    check('listings_status_check', sql`${t.status} in (${sql.raw(LISTING_STATUSES.map((status) => `'${status}'`).join(', '))})`),
  ],
);

/** A listing's history: every transition with who made it and why (docs/decisions/036-stateful-capabilities.md). */
export const listingEvents = stateEventsTable('listing_events');
