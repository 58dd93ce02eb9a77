import { MAP_CELL_LEVELS, MAP_CELL_ROOT_DEGREES, PRICE_SLICED_LEVEL } from '@app/shared/constants/search';
import type { TBounds } from '@app/shared/search/search.schema';
import { and, between, eq, gt, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hiddenListings, listingMapCells, listingMapRangeCells, listings } from '../../db/schema/index';
import { cachedPerDatabase } from './cached-per-database';
import type { BandCorrection, BandReading } from './band-reading';
import type { BandSpan } from './day-ring.repo';
import { PRICE_STEPS_MINOR } from './range-bands.repo';
import { inPlace, roomCount, searchConditions, typeConditions } from './search-filters.repo';
import type { SearchPlan } from './search-plan';

/**
 * The levels `listing_map_cells` and `listing_map_range_cells` store, coarsest first, and the one
 * whose range cells are also kept per price slice (the SQL reads them from generated-constants.sql).
 */
export { MAP_CELL_LEVELS, PRICE_SLICED_LEVEL };

/** listing_map_range_cells.price_slice of the rows over every price. */
export const EVERY_PRICE = -1;

/** The side in degrees of a cell of the cluster grid at a zoom level (MAP_CELL_ROOT_DEGREES at zoom 0, halving each level). */
export const cellDegreesAt = (level: number) => MAP_CELL_ROOT_DEGREES / 2 ** level;

/**
 * The place, property type, listing type and rooms of a plan, on the map cells' columns (a
 * cell's `beds` and `baths` are 0 to ROOM_COUNT_CAP - 1, or ROOM_COUNT_CAP (5) for that many or more, so the
 * search's options read the same).
 */
function cellConditions(t: typeof listingMapCells | typeof listingMapRangeCells, plan: SearchPlan): SQL[] {
  const c = plan.criteria;
  return [
    ...typeConditions(t, c),
    ...(plan.place ? inPlace(t, plan.place) : []),
    ...roomCount(t.beds, c.beds),
    ...roomCount(t.baths, c.baths),
  ];
}

type CellsTouching = ReturnType<typeof cellsTouching>;

/** The cells of `level` an area touches: a condition on cell columns, and the same cells as an area. */
function cellsTouching(bounds: TBounds, level: number) {
  const size = cellDegreesAt(level);
  const rows = [Math.floor(bounds.south / size), Math.floor(bounds.north / size)] as const;
  const columns = bounds.west <= bounds.east ? ([Math.floor(bounds.west / size), Math.floor(bounds.east / size)] as const) : null;
  return {
    on: (t: { cellX: SQLWrapper; cellY: SQLWrapper }) => and(between(t.cellY, ...rows), columns ? between(t.cellX, ...columns) : undefined),
    area: {
      south: rows[0] * size,
      north: (rows[1] + 1) * size,
      west: columns ? columns[0] * size : -180,
      east: columns ? (columns[1] + 1) * size : 180,
    },
  };
}

/** `below[to] - below[from]`: what a cumulative range array holds for the bands between. */
const bandsBetween = (below: SQLWrapper, { from, to }: BandSpan) =>
  sql`(${below}[${sql.raw(String(to))}] - coalesce(${below}[${sql.raw(String(from))}], 0))`;

/** The same summed over several runs of bands. */
const bandsWithin = (below: SQLWrapper, spans: BandSpan[]) =>
  sql.join(
    spans.map((span) => bandsBetween(below, span)),
    sql` + `,
  );

/** The plan's rows of listing_map_cells at `level` in the area: cell, count, position sums. */
function cellRows(db: DbOrTx, plan: SearchPlan, level: number, cells: CellsTouching) {
  const t = listingMapCells;
  return db
    .select({ cellX: t.cellX, cellY: t.cellY, listings: t.listings, latitudeSum: t.latitudeSum, longitudeSum: t.longitudeSum })
    .from(t)
    .where(and(eq(t.level, level), gt(t.listings, 0), cells.on(t), ...cellConditions(t, plan)));
}

/**
 * The same from listing_map_range_cells, summing the reading's bands of its dimension: of the rows
 * over every price, or of those of the reading's price slices.
 */
function rangeCellRows(db: DbOrTx, plan: SearchPlan, level: number, cells: CellsTouching, reading: BandReading) {
  const t = listingMapRangeCells;
  const prices = reading.priceSlices
    ? and(gte(t.priceSlice, reading.priceSlices.from), lt(t.priceSlice, reading.priceSlices.to))
    : eq(t.priceSlice, EVERY_PRICE);
  return db
    .select({
      cellX: t.cellX,
      cellY: t.cellY,
      listings: sql<number>`${bandsWithin(t.listingsBelow, reading.spans)}`,
      latitudeSum: sql<number>`${bandsWithin(t.latitudeBelow, reading.spans)}`,
      longitudeSum: sql<number>`${bandsWithin(t.longitudeBelow, reading.spans)}`,
    })
    .from(t)
    .where(and(eq(t.dimension, reading.dimension), eq(t.level, level), prices, cells.on(t), ...cellConditions(t, plan)));
}

/**
 * The same from the listings meeting a correction's condition and filters (hidden ones included,
 * as in the cells), grouped into the cells of `level`, with the correction's sign: read through a
 * narrow index that leads with the condition's column (listings_map_price_idx and its kin; the
 * newest-first search index for dates).
 */
function listingCellRows(db: DbOrTx, plan: SearchPlan, level: number, cells: CellsTouching, correction: BandCorrection) {
  const size = sql.raw(String(cellDegreesAt(level)));
  const [column, row] = [sql<number>`floor(${listings.longitude} / ${size})::int`, sql<number>`floor(${listings.latitude} / ${size})::int`];
  const everyone = { ...plan, viewerId: null, criteria: correction.others };
  return db
    .select({
      cellX: column,
      cellY: row,
      listings: sql<number>`${correction.sign} * count(*)::int`,
      latitudeSum: sql<number>`${correction.sign} * sum(${listings.latitude})`,
      longitudeSum: sql<number>`${correction.sign} * sum(${listings.longitude})`,
    })
    .from(listings)
    .where(searchConditions(everyone, cells.area, correction.within))
    .groupBy(column, row);
}

/**
 * The plan's stored cells of `level` that the area touches, as cell, count and position sums:
 * listing_map_cells' rows, or with a band reading the range cells' sums over its bands and its
 * corrections. The viewer's hidden listings are taken out afterwards (findHiddenPositions).
 */
function storedRows(db: DbOrTx, plan: SearchPlan, bounds: TBounds, level: number, reading: BandReading | null): SQL {
  const cells = cellsTouching(bounds, level);
  const parts = reading
    ? [
        ...(reading.spans.length ? [rangeCellRows(db, plan, level, cells, reading)] : []),
        ...reading.corrections.map((correction) => listingCellRows(db, plan, level, cells, correction)),
      ]
    : [cellRows(db, plan, level, cells)];
  return sql`select cell_x, cell_y, sum(listings)::int as listings, sum(latitude_sum) as latitude_sum, sum(longitude_sum) as longitude_sum
    from (${sql.join(parts, sql` union all `)}) as parts (cell_x, cell_y, listings, latitude_sum, longitude_sum)
    group by cell_x, cell_y having sum(listings) > 0`;
}

/**
 * Clusters from the stored cells of `level` (finer than the zoom's grid by `level - zoom`
 * levels): the cells whose matching listings' mean position lies in `bounds`, grouped into the zoom's grid
 * cells; per cluster the count and mean position, the biggest `limit` first, and `total` over
 * all of them. A cell is a power-of-two square, so a zoom cell is exactly 4^(level - zoom) cells.
 */
export function findStoredClusters(
  db: DbOrTx,
  plan: SearchPlan,
  reading: BandReading | null,
  bounds: TBounds,
  level: number,
  zoom: number,
  limit: number,
) {
  const shift = sql.raw(String(level - zoom));
  const column = sql`(cell_x >> ${shift})`;
  const row = sql`(cell_y >> ${shift})`;
  const [meanLat, meanLng] = [sql`(latitude_sum / listings)`, sql`(longitude_sum / listings)`];
  return db
    .select({
      cellX: sql<number>`${column}::int`,
      cellY: sql<number>`${row}::int`,
      lat: sql<number>`(sum(latitude_sum) / sum(listings))::float8`,
      lng: sql<number>`(sum(longitude_sum) / sum(listings))::float8`,
      count: sql<number>`sum(listings)::int`,
      total: sql<number>`(sum(sum(listings)) over ())::int`,
    })
    .from(sql`(${storedRows(db, plan, bounds, level, reading)}) as cells`)
    .where(
      and(
        sql`${meanLat} between ${bounds.south} and ${bounds.north}`,
        bounds.west <= bounds.east
          ? sql`${meanLng} between ${bounds.west} and ${bounds.east}`
          : sql`(${meanLng} >= ${bounds.west} or ${meanLng} <= ${bounds.east})`,
      ),
    )
    .groupBy(column, row)
    .orderBy(sql`sum(listings) desc`, column, row)
    .limit(limit);
}

/** Where the listings the viewer hid lie, among those the stored cells count for this plan (the search's own conditions, for anyone). */
export function findHiddenPositions(db: DbOrTx, plan: SearchPlan, viewerId: string, bounds: TBounds) {
  return db
    .select({ lat: sql<number>`${listings.latitude}`, lng: sql<number>`${listings.longitude}` })
    .from(hiddenListings)
    .innerJoin(listings, eq(listings.id, hiddenListings.listingId))
    .where(and(eq(hiddenListings.accountId, viewerId), searchConditions({ ...plan, viewerId: null }, bounds)));
}

/**
 * How many public listings each price band holds, summed over the coarsest range cells; read
 * again every ten minutes: it only sizes a walk's spans (word-search.ts), never decides what matches.
 */
export const priceBandPopulations = cachedPerDatabase(10 * 60_000, async (db: DbOrTx): Promise<number[]> => {
  const t = listingMapRangeCells;
  const rows = await db
    .select({ below: sql<number>`coalesce(sum(${t.listingsBelow}[p]), 0)::int` })
    .from(
      sql`generate_series(1, ${PRICE_STEPS_MINOR.length + 1}) as p left join ${t} on ${t.dimension} = 'price' and ${t.level} = ${MAP_CELL_LEVELS[0]}`,
    )
    .groupBy(sql`p`)
    .orderBy(sql`p`);
  return rows.map((row, i) => row.below - (rows[i - 1]?.below ?? 0));
});
