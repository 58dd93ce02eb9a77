import { doublePrecision, integer, pgTable, primaryKey, smallint, text, type PgColumn } from 'drizzle-orm/pg-core';

/** A map cell's key: its level and square, and the attributes a zoomed-out map may filter on. */
const cellKey = () => ({
  /** The zoom level whose cluster grid this cell belongs to (a cell is 90 / 2^level degrees). */
  level: smallint().notNull(),
  /** floor(longitude / cell size). */
  cellX: integer().notNull(),
  /** floor(latitude / cell size). */
  cellY: integer().notNull(),
  country: text().notNull(),
  state: text().notNull(),
  propertyType: text().notNull(),
  listingType: text().notNull(),
  /** Bedrooms as the search filters them: 0 to 4, 5 for five or more, -1 when not given. */
  beds: smallint().notNull(),
  /** Bathrooms, likewise. */
  baths: smallint().notNull(),
});
type CellKey = { [K in keyof ReturnType<typeof cellKey>]: PgColumn };
const cellKeyColumns = (t: CellKey) => [t.level, t.cellX, t.cellY, t.country, t.state, t.propertyType, t.listingType, t.beds, t.baths] as const;

/**
 * Public listings counted per square of the map's cluster grid, at a few zoom levels, so a map
 * zoomed out over a country reads a few thousand of these rows instead of every listing in it
 * (docs/decisions/019-search.md "Map clusters"). Triggers on `listings` keep it exact (migration
 * 0007); nothing else writes it. One row per level, cell and the attributes a zoomed-out map may
 * filter on (place, type, bedrooms, bathrooms); `state` and `propertyType` are '' where the listing has none.
 */
export const listingMapCells = pgTable(
  'listing_map_cells',
  {
    ...cellKey(),
    /** How many public listings; 0 once the last one left (the row stays, unread). */
    listings: integer().notNull(),
    latitudeSum: doublePrecision().notNull(),
    longitudeSum: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ name: 'listing_map_cells_pk', columns: [...cellKeyColumns(t)] })],
);

/**
 * The same cells with their priced listings split by asking price, so a zoomed-out map filtered
 * by price reads them too (migration 0009). Prices fall in bands between the search's
 * PRICE_STEPS (band 0 below the first step, band n from step n up to the next); each array
 * has one entry per band boundary, position p (1-based) counting the listings in bands below p:
 * those priced under step p, and at the last position all of them. A price range between two
 * steps is then one subtraction per row: `listingsBelow[b] - listingsBelow[a]`.
 */
export const listingMapPriceCells = pgTable(
  'listing_map_price_cells',
  {
    ...cellKey(),
    listingsBelow: integer().array().notNull(),
    latitudeBelow: doublePrecision().array().notNull(),
    longitudeBelow: doublePrecision().array().notNull(),
  },
  (t) => [primaryKey({ name: 'listing_map_price_cells_pk', columns: [...cellKeyColumns(t)] })],
);
