import type { TMapResults, TSearchCriteria, TBounds } from '@app/shared/search/search.schema';
import type { DbOrTx } from '../../db/client';
import { bandedFilterCount, bandReadingOf, priceSlicing } from './band-reading';
import { cellDegreesAt, findHiddenPositions, findStoredClusters, MAP_CELL_LEVELS, PRICE_SLICED_LEVEL } from './map-cells.repo';
import { findListingPrices, findListingsAt, findMapCells, NEAR_DEGREES } from './search.repo';
import { planSearch, type SearchPlan } from './search-plan';

/** Points a map answer holds at most; the biggest clusters win. */
export const MAX_MAP_POINTS = 500;
/** Grid cells across one 256-pixel map tile: a cluster covers about 64 pixels at any zoom. */
const CELLS_PER_TILE = 4;
/**
 * A zoom is served from a stored level (MAP_CELL_LEVELS) at least two finer, so a cell straddling
 * the map's edge is at most a quarter of a cluster; past zoom 8 the listings themselves are grouped.
 */
const LEVEL_FINER_BY = 2;

/** The side of a cluster cell in degrees at a web-map zoom level: 90 at zoom 0, halving each level. */
export function clusterCellDegrees(zoom: number): number {
  return 360 / (2 ** zoom * CELLS_PER_TILE);
}

/**
 * The stored level that can cluster this search at this zoom, or null when the listings must be
 * grouped: a zoom past the finest level, words, a radius, a city (the cells hold no city; a
 * city's listings are few), or more than one of the filters kept in bands (a range of price,
 * size, lot or year built; the listing date; a feature), unless a price and one more at the
 * level kept in price slices.
 */
export function storedLevelFor(plan: SearchPlan, zoom: number): number | null {
  if (plan.text || plan.centre || (plan.place && plan.place.kind !== 'country' && plan.place.kind !== 'state')) return null;
  const level = MAP_CELL_LEVELS.find((finer) => finer >= zoom + LEVEL_FINER_BY) ?? null;
  if (bandedFilterCount(plan) <= 1) return level;
  return level === PRICE_SLICED_LEVEL && priceSlicing(plan) ? level : null;
}

/** The listings matching the criteria inside the map's area, clustered for its zoom. */
export async function searchMap(
  db: DbOrTx,
  viewerId: string | null,
  request: { criteria: TSearchCriteria; bounds: TBounds; zoom: number },
): Promise<TMapResults> {
  return mapPlanned(db, planSearch(request.criteria, viewerId), request.bounds, request.zoom);
}

type Cluster = { lat: number; lng: number; count: number };

/** searchMap for an already read plan. The map's area replaces any `bounds` in the criteria. */
export async function mapPlanned(db: DbOrTx, plan: SearchPlan, bounds: TBounds, zoom: number): Promise<TMapResults> {
  const level = storedLevelFor(plan, zoom);
  return level === null ? mapFromListings(db, plan, bounds, zoom) : mapFromStoredCells(db, plan, bounds, zoom, level);
}

/** Groups the matching listings themselves; a cluster of one carries its listing. */
export async function mapFromListings(db: DbOrTx, plan: SearchPlan, bounds: TBounds, zoom: number): Promise<TMapResults> {
  const cells = await findMapCells(db, plan, bounds, clusterCellDegrees(zoom), MAX_MAP_POINTS);
  const prices = new Map(
    (
      await findListingPrices(
        db,
        cells.flatMap((cell) => (cell.count === 1 ? [cell.id] : [])),
      )
    ).map((row) => [row.id, row]),
  );
  return {
    points: cells.map((cell) => pointOf(cell, cell.count === 1 ? prices.get(cell.id) : undefined)),
    total: cells[0]?.total ?? 0,
  };
}

/**
 * Sums the stored cells (docs/decisions/019-search.md "Map clusters"), less the listings the
 * viewer hid; a cluster of one is then looked up by its position for its id and price.
 */
async function mapFromStoredCells(db: DbOrTx, plan: SearchPlan, bounds: TBounds, zoom: number, level: number): Promise<TMapResults> {
  const stored = await findStoredClusters(db, plan, await bandReadingOf(db, plan), bounds, level, zoom, MAX_MAP_POINTS);
  let total = stored[0]?.total ?? 0;
  const clusters = new Map<string, Cluster>(
    stored.map((cell) => [`${cell.cellX}:${cell.cellY}`, { lat: cell.lat, lng: cell.lng, count: cell.count }]),
  );
  if (plan.viewerId) {
    const size = cellDegreesAt(zoom);
    for (const hidden of await findHiddenPositions(db, plan, plan.viewerId, bounds)) {
      const cluster = clusters.get(`${Math.floor(hidden.lng / size)}:${Math.floor(hidden.lat / size)}`);
      if (!cluster) continue;
      const rest = cluster.count - 1;
      if (rest > 0)
        Object.assign(cluster, {
          lat: (cluster.lat * cluster.count - hidden.lat) / rest,
          lng: (cluster.lng * cluster.count - hidden.lng) / rest,
        });
      cluster.count = rest;
      total -= 1;
    }
  }
  const kept = [...clusters.values()].filter((cluster) => cluster.count > 0).sort((a, b) => b.count - a.count);
  const singles = await findListingsAt(
    db,
    plan,
    bounds,
    kept.filter((cluster) => cluster.count === 1),
  );
  return {
    points: kept.map((cluster) => pointOf(cluster, cluster.count === 1 ? singles.find((row) => isAt(row, cluster)) : undefined)),
    total,
  };
}

/** A stored mean of one listing is its position, give or take rounding. */
const isAt = (row: { latitude: number | null; longitude: number | null }, at: { lat: number; lng: number }) =>
  Math.abs((row.latitude ?? Number.NaN) - at.lat) < NEAR_DEGREES && Math.abs((row.longitude ?? Number.NaN) - at.lng) < NEAR_DEGREES;

function pointOf(
  cluster: Cluster,
  single: { id: string; priceMinor: number | null; currency: string } | undefined,
): TMapResults['points'][number] {
  return {
    lat: cluster.lat,
    lng: cluster.lng,
    count: cluster.count,
    listing: single ? { _id: single.id, price: { amount: single.priceMinor ?? 0, currency: single.currency } } : null,
  };
}
