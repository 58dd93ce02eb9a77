import { doublePrecision, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Public listings counted per square of the map's cluster grid, at a few zoom levels, so a map
 * zoomed out over a country reads a few thousand of these rows instead of every listing in it
 * (docs/decisions/019-search.md "Map clusters"). Triggers on `listings` keep it exact (migration
 * 0007); nothing else writes it. One row per level, cell and the attributes a zoomed-out map may
 * filter on (place, type, bedrooms); `state` and `propertyType` are '' where the listing has none.
 */
export const listingMapCells = pgTable(
  'listing_map_cells',
  {
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
    /** How many public listings; 0 once the last one left (the row stays, unread). */
    listings: integer().notNull(),
    latitudeSum: doublePrecision().notNull(),
    longitudeSum: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ name: 'listing_map_cells_pk', columns: [t.level, t.cellX, t.cellY, t.country, t.state, t.propertyType, t.listingType, t.beds] })],
);
