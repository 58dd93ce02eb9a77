import type { TMapResults, TSearchCriteria, TBounds } from '@app/shared/search/search.schema';
import type { DbOrTx } from '../../db/client';
import { findListingPrices, findMapCells } from './search.repo';
import { planSearch, type SearchPlan } from './search-plan';

/** Points a map answer holds at most; the biggest clusters win. */
export const MAX_MAP_POINTS = 500;
/** Grid cells across one 256-pixel map tile: a cluster covers about 64 pixels at any zoom. */
const CELLS_PER_TILE = 4;

/** The side of a cluster cell in degrees at a web-map zoom level: 90 at zoom 0, halving each level. */
export function clusterCellDegrees(zoom: number): number {
  return 360 / (2 ** zoom * CELLS_PER_TILE);
}

/** The listings matching the criteria inside the map's area, clustered for its zoom. */
export async function searchMap(db: DbOrTx, viewerId: string | null, request: { criteria: TSearchCriteria; bounds: TBounds; zoom: number }): Promise<TMapResults> {
  return mapPlanned(db, planSearch(request.criteria, viewerId), request.bounds, request.zoom);
}

/** searchMap for an already read plan. The map's area replaces any `bounds` in the criteria. */
export async function mapPlanned(db: DbOrTx, plan: SearchPlan, bounds: TBounds, zoom: number): Promise<TMapResults> {
  const cells = await findMapCells(db, plan, bounds, clusterCellDegrees(zoom), MAX_MAP_POINTS);
  const prices = new Map((await findListingPrices(db, cells.flatMap((cell) => (cell.count === 1 ? [cell.id] : [])))).map((row) => [row.id, row]));
  return {
    points: cells.map((cell) => {
      const single = cell.count === 1 ? prices.get(cell.id) : undefined;
      return {
        lat: cell.lat,
        lng: cell.lng,
        count: cell.count,
        listing: single ? { _id: single.id, price: { amount: single.priceMinor ?? 0, currency: single.currency } } : null,
      };
    }),
    total: cells[0]?.total ?? 0,
  };
}
