import type { TBounds } from '@app/shared/search/search.schema';
import { and, between, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hiddenListings, listingMapCells, listings } from '../../db/schema/index';
import { inPlace, roomCount, searchConditions, typeConditions } from './search-filters';
import type { SearchPlan } from './search-plan';

/** The side in degrees of a cell of the cluster grid at a zoom level (90 at zoom 0, halving each level). */
export const cellDegreesAt = (level: number) => 90 / 2 ** level;

/**
 * The place, property type, listing type and bedrooms of a plan, on the map cells' columns (a
 * cell's `beds` is 0 to 4, or 5 for five or more, so the search's options read the same).
 */
function cellConditions(plan: SearchPlan): SQL[] {
  return [
    ...typeConditions(listingMapCells, plan.criteria),
    ...(plan.place ? inPlace(listingMapCells, plan.place) : []),
    ...roomCount(listingMapCells.beds, plan.criteria.beds),
  ];
}

/**
 * Clusters from the stored cells of `level` (finer than the zoom's grid by `level - zoom`
 * levels): the cells whose listings' mean position lies in `bounds`, grouped into the zoom's grid
 * cells; per cluster the count and mean position, the biggest `limit` first, and `total` over
 * all of them. A cell is a power-of-two square, so a zoom cell is exactly 4^(level - zoom) cells.
 */
export function findStoredClusters(db: DbOrTx, plan: SearchPlan, bounds: TBounds, level: number, zoom: number, limit: number) {
  const shift = sql.raw(String(level - zoom));
  const size = cellDegreesAt(level);
  const column = sql`(${listingMapCells.cellX} >> ${shift})`;
  const row = sql`(${listingMapCells.cellY} >> ${shift})`;
  const meanLat = sql`(${listingMapCells.latitudeSum} / ${listingMapCells.listings})`;
  const meanLng = sql`(${listingMapCells.longitudeSum} / ${listingMapCells.listings})`;
  const across = bounds.west <= bounds.east;
  return db
    .select({
      cellX: sql<number>`${column}::int`,
      cellY: sql<number>`${row}::int`,
      lat: sql<number>`(sum(${listingMapCells.latitudeSum}) / sum(${listingMapCells.listings}))::float8`,
      lng: sql<number>`(sum(${listingMapCells.longitudeSum}) / sum(${listingMapCells.listings}))::float8`,
      count: sql<number>`sum(${listingMapCells.listings})::int`,
      total: sql<number>`(sum(sum(${listingMapCells.listings})) over ())::int`,
    })
    .from(listingMapCells)
    .where(
      and(
        eq(listingMapCells.level, level),
        gt(listingMapCells.listings, 0),
        between(listingMapCells.cellY, Math.floor(bounds.south / size), Math.floor(bounds.north / size)),
        across ? between(listingMapCells.cellX, Math.floor(bounds.west / size), Math.floor(bounds.east / size)) : undefined,
        sql`${meanLat} between ${bounds.south} and ${bounds.north}`,
        across
          ? sql`${meanLng} between ${bounds.west} and ${bounds.east}`
          : sql`(${meanLng} >= ${bounds.west} or ${meanLng} <= ${bounds.east})`,
        ...cellConditions(plan),
      ),
    )
    .groupBy(column, row)
    .orderBy(sql`sum(${listingMapCells.listings}) desc`, column, row)
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
