import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, primaryKey, smallint, text, type PgColumn } from 'drizzle-orm/pg-core';

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
const cellKeyColumns = (t: CellKey) =>
  [t.level, t.cellX, t.cellY, t.country, t.state, t.propertyType, t.listingType, t.beds, t.baths] as const;

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
 * The same cells with their listings split by a number a search ranges over (`dimension`:
 * 'price', 'size', 'lot' or 'year', search/range-bands.ts), so a zoomed-out map filtered by one
 * such range reads them too (migrations 0009 and 0012). Values fall in bands between the
 * dimension's steps (band 0 below the first step, band n from step n up to the next); each array
 * has one entry per band boundary, position p (1-based) counting the listings in bands below p:
 * those under step p, and at the last position all that have the number. A range between two
 * steps is then one subtraction per row: `listingsBelow[b] - listingsBelow[a]`.
 */
export const listingMapRangeCells = pgTable(
  'listing_map_range_cells',
  {
    dimension: text().notNull(),
    ...cellKey(),
    /**
     * -1 for the cell's listings at every price; at the coarsest level the size, lot, year, day
     * and feature rows are kept once more per price slice (migration 0015): the listings priced
     * from PRICE_SLICES_MINOR[s - 1] up to the next slice (0 below the first).
     */
    priceSlice: smallint().notNull().default(-1),
    listingsBelow: integer().array().notNull(),
    latitudeBelow: doublePrecision().array().notNull(),
    longitudeBelow: doublePrecision().array().notNull(),
  },
  (t) => {
    const [level, ...cell] = cellKeyColumns(t);
    return [primaryKey({ name: 'listing_map_range_cells_pk', columns: [t.dimension, level, t.priceSlice, ...cell] })];
  },
);

/**
 * The day ring's newest day (days since 1970, UTC): listing_map_range_cells' 'day' rows count
 * the listings published on the 64 days up to it, each day in band `day mod 64` (migration
 * 0013, search/day-ring.ts). A job moves it on, clearing the bands of the days that leave the
 * ring; listing writes read it under a share lock. One row.
 */
export const listingMapDayWindow = pgTable(
  'listing_map_day_window',
  {
    only: boolean().primaryKey().default(true),
    lastDay: integer().notNull(),
  },
  (t) => [check('listing_map_day_window_one_row', sql`${t.only}`)],
);
