import type { TBounds } from '@app/shared/search/search.schema';
import { and, between, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hiddenListings, listingMapCells, listingMapPriceCells, listings } from '../../db/schema/index';
import { PRICE_STEPS_MINOR, priceRangeOf, splitPriceRange, type PriceCorrection } from './price-bands';
import { inPlace, inRange, roomCount, searchConditions, typeConditions } from './search-filters';
import type { SearchPlan } from './search-plan';

/**
 * The levels `listing_map_cells` and `listing_map_price_cells` store (migrations 0007 and 0009
 * write the same three), coarsest first.
 */
export const MAP_CELL_LEVELS = [6, 8, 10] as const;

/** The side in degrees of a cell of the cluster grid at a zoom level (90 at zoom 0, halving each level). */
export const cellDegreesAt = (level: number) => 90 / 2 ** level;

/**
 * The place, property type, listing type and rooms of a plan, on the map cells' columns (a
 * cell's `beds` and `baths` are 0 to 4, or 5 for five or more, so the search's options read the same).
 */
function cellConditions(t: typeof listingMapCells | typeof listingMapPriceCells, plan: SearchPlan): SQL[] {
  const c = plan.criteria;
  return [...typeConditions(t, c), ...(plan.place ? inPlace(t, plan.place) : []), ...roomCount(t.beds, c.beds), ...roomCount(t.baths, c.baths)];
}

type CellsTouching = ReturnType<typeof cellsTouching>;

/** The cells of `level` an area touches: a condition on cell columns, and the same cells as an area. */
function cellsTouching(bounds: TBounds, level: number) {
  const size = cellDegreesAt(level);
  const rows = [Math.floor(bounds.south / size), Math.floor(bounds.north / size)] as const;
  const columns = bounds.west <= bounds.east ? ([Math.floor(bounds.west / size), Math.floor(bounds.east / size)] as const) : null;
  return {
    on: (t: { cellX: SQLWrapper; cellY: SQLWrapper }) => and(between(t.cellY, ...rows), columns ? between(t.cellX, ...columns) : undefined),
    area: { south: rows[0] * size, north: (rows[1] + 1) * size, west: columns ? columns[0] * size : -180, east: columns ? (columns[1] + 1) * size : 180 },
  };
}

/** `below[to] - below[from]`: what a cumulative price array holds for the bands between. */
const bandsBetween = (below: SQLWrapper, { from, to }: { from: number; to: number }) =>
  sql`(${below}[${sql.raw(String(to))}] - coalesce(${below}[${sql.raw(String(from))}], 0))`;

/** The plan's rows of listing_map_cells at `level` in the area: cell, count, position sums. */
function cellRows(db: DbOrTx, plan: SearchPlan, level: number, cells: CellsTouching) {
  const t = listingMapCells;
  return db
    .select({ cellX: t.cellX, cellY: t.cellY, listings: t.listings, latitudeSum: t.latitudeSum, longitudeSum: t.longitudeSum })
    .from(t)
    .where(and(eq(t.level, level), gt(t.listings, 0), cells.on(t), ...cellConditions(t, plan)));
}

/** The same from listing_map_price_cells, counting the bands `bands` covers. */
function priceCellRows(db: DbOrTx, plan: SearchPlan, level: number, cells: CellsTouching, bands: { from: number; to: number }) {
  const t = listingMapPriceCells;
  return db
    .select({
      cellX: t.cellX,
      cellY: t.cellY,
      listings: sql<number>`${bandsBetween(t.listingsBelow, bands)}`,
      latitudeSum: sql<number>`${bandsBetween(t.latitudeBelow, bands)}`,
      longitudeSum: sql<number>`${bandsBetween(t.longitudeBelow, bands)}`,
    })
    .from(t)
    .where(and(eq(t.level, level), cells.on(t), ...cellConditions(t, plan)));
}

/**
 * The same from the listings priced in a correction's range that meet the plan's other filters
 * (hidden ones included, as in the cells), grouped into the cells of `level`, with the
 * correction's sign: read through the map price index.
 */
function listingCellRows(db: DbOrTx, plan: SearchPlan, level: number, cells: CellsTouching, range: PriceCorrection) {
  const size = sql.raw(String(cellDegreesAt(level)));
  const [column, row] = [sql<number>`floor(${listings.longitude} / ${size})::int`, sql<number>`floor(${listings.latitude} / ${size})::int`];
  const everyone = { ...plan, viewerId: null, criteria: { ...plan.criteria, priceMin: undefined, priceMax: undefined } };
  return db
    .select({
      cellX: column,
      cellY: row,
      listings: sql<number>`${range.sign} * count(*)::int`,
      latitudeSum: sql<number>`${range.sign} * sum(${listings.latitude})`,
      longitudeSum: sql<number>`${range.sign} * sum(${listings.longitude})`,
    })
    .from(listings)
    .where(searchConditions(everyone, cells.area, inRange(listings.priceMinor, range.min, range.max)))
    .groupBy(column, row);
}

/**
 * The plan's stored cells of `level` that the area touches, as cell, count and position sums:
 * listing_map_cells' rows, or with a price range the price cells' sums over the bands nearest
 * to it, corrected by the listings between its ends and those bands' (price-bands.ts). The
 * viewer's hidden listings are taken out afterwards (findHiddenPositions).
 */
function storedRows(db: DbOrTx, plan: SearchPlan, bounds: TBounds, level: number): SQL {
  const cells = cellsTouching(bounds, level);
  const price = priceRangeOf(plan.criteria);
  const split = price && splitPriceRange(price);
  const parts = split
    ? [...(split.bands ? [priceCellRows(db, plan, level, cells, split.bands)] : []), ...split.rest.map((range) => listingCellRows(db, plan, level, cells, range))]
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
export function findStoredClusters(db: DbOrTx, plan: SearchPlan, bounds: TBounds, level: number, zoom: number, limit: number) {
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
    .from(sql`(${storedRows(db, plan, bounds, level)}) as cells`)
    .where(
      and(
        sql`${meanLat} between ${bounds.south} and ${bounds.north}`,
        bounds.west <= bounds.east ? sql`${meanLng} between ${bounds.west} and ${bounds.east}` : sql`(${meanLng} >= ${bounds.west} or ${meanLng} <= ${bounds.east})`,
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

/** How long a count of listings per price band is reused: it only sizes a walk's spans (word-search.ts), never decides what matches. */
const POPULATIONS_FRESH_MS = 10 * 60_000;
const populationsByDatabase = new WeakMap<DbOrTx, { at: number; populations: Promise<number[]> }>();

/** How many public listings each price band holds, summed over the coarsest price cells; read again every few minutes. */
export function priceBandPopulations(db: DbOrTx): Promise<number[]> {
  const kept = populationsByDatabase.get(db);
  if (kept && Date.now() - kept.at < POPULATIONS_FRESH_MS) return kept.populations;
  const populations = findPriceBandPopulations(db);
  populationsByDatabase.set(db, { at: Date.now(), populations });
  populations.catch(() => populationsByDatabase.delete(db));
  return populations;
}

async function findPriceBandPopulations(db: DbOrTx): Promise<number[]> {
  const t = listingMapPriceCells;
  const rows = await db
    .select({ below: sql<number>`coalesce(sum(${t.listingsBelow}[p]), 0)::int` })
    .from(sql`generate_series(1, ${PRICE_STEPS_MINOR.length + 1}) as p left join ${t} on ${t.level} = ${MAP_CELL_LEVELS[0]}`)
    .groupBy(sql`p`)
    .orderBy(sql`p`);
  return rows.map((row, i) => row.below - (rows[i - 1]?.below ?? 0));
}
