import type { TSortId } from '@app/shared/constants/search';
import type { TBounds } from '@app/shared/search/search.schema';
import { and, between, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/schema/index';
import { searchConditions } from './search-filters.repo';
import { relevanceScore, searchOrder } from './search-order.repo';
import type { SearchPlan } from './search-plan';

/**
 * The ids of one page of matching listings, in the chosen order. Only ids: the filters and the
 * order read columns the search indexes hold, so the database can answer from an index and
 * fetch the ten wide rows afterwards, by id.
 */
export function findSearchPageIds(
  db: DbOrTx,
  plan: SearchPlan,
  page: { sort: TSortId; limit: number; offset: number },
  narrower: SQL[] = [],
) {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions(plan, plan.criteria.bounds, narrower))
    .orderBy(...searchOrder(plan, page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/** The best `limit` relevance scores among the matches that also meet `narrower`, best first. */
export function findTopScores(db: DbOrTx, plan: SearchPlan, narrower: SQL[], limit: number) {
  const score = relevanceScore(plan);
  return db
    .select({ score: sql<number>`${score}` })
    .from(listings)
    .where(searchConditions(plan, plan.criteria.bounds, narrower))
    .orderBy(sql`${score} desc`)
    .limit(limit);
}

/**
 * findSearchPageIds with every row also carrying the count of all matches, for searches that
 * read every match anyway (one pass instead of two). Empty past the last match.
 */
export function findCountedPageIds(db: DbOrTx, plan: SearchPlan, page: { sort: TSortId; limit: number; offset: number }) {
  return db
    .select({ id: listings.id, matches: sql<number>`(count(*) over ())::int` })
    .from(listings)
    .where(searchConditions(plan))
    .orderBy(...searchOrder(plan, page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many listings match, counting no further than `cap`: a city of 50,000 listings costs the
 * same as one of `cap`, and nobody pages that far (docs/decisions/019-search.md).
 */
export async function countSearchMatches(db: DbOrTx, plan: SearchPlan, cap: number): Promise<number> {
  const [row] = await searchCountQuery(db, plan, cap);
  return row?.n ?? 0;
}

/** The query countSearchMatches runs (the benchmark explains it). */
export function searchCountQuery(db: DbOrTx, plan: SearchPlan, cap: number) {
  const capped = db
    .select({ one: sql`1` })
    .from(listings)
    .where(searchConditions(plan))
    .limit(cap)
    .as('capped');
  return db.select({ n: sql<number>`count(*)::int` }).from(capped);
}

/**
 * Matching listings inside `bounds`, grouped on a grid of `cellDegrees` squares: per cell the
 * count, the mean position, and (read when the cell holds one listing) its id; the
 * biggest cells first, at most `limit`; `total` counts every match in the area.
 */
export function findMapCells(db: DbOrTx, plan: SearchPlan, bounds: TBounds, cellDegrees: number, limit: number) {
  // A literal, not a parameter: GROUP BY and ORDER BY must repeat the very same expression.
  const cell = sql.raw(cellDegrees.toPrecision(12));
  const column = sql`floor(${listings.longitude} / ${cell})`;
  const row = sql`floor(${listings.latitude} / ${cell})`;
  return db
    .select({
      lat: sql<number>`avg(${listings.latitude})::float8`,
      lng: sql<number>`avg(${listings.longitude})::float8`,
      count: sql<number>`count(*)::int`,
      id: sql<string>`min(${listings.id}::text)`,
      total: sql<number>`(sum(count(*)) over ())::int`,
    })
    .from(listings)
    .where(searchConditions(plan, bounds))
    .groupBy(column, row)
    .orderBy(sql`count(*) desc`, column, row)
    .limit(limit);
}

/** Matching listings at these positions (the map's clusters of one), with their prices; read by position in the area. */
export function findListingsAt(db: DbOrTx, plan: SearchPlan, bounds: TBounds, positions: readonly { lat: number; lng: number }[]) {
  if (positions.length === 0) return Promise.resolve([]);
  const near = (at: { lat: number; lng: number }) =>
    and(
      between(listings.latitude, at.lat - NEAR_DEGREES, at.lat + NEAR_DEGREES),
      between(listings.longitude, at.lng - NEAR_DEGREES, at.lng + NEAR_DEGREES),
    );
  return db
    .select({
      id: listings.id,
      latitude: listings.latitude,
      longitude: listings.longitude,
      priceMinor: listings.priceMinor,
      currency: listings.currency,
    })
    .from(listings)
    .where(and(searchConditions(plan, bounds), or(...positions.map(near))));
}
/** How far (degrees) findListingsAt looks around a position. */
export const NEAR_DEGREES = 1e-6;

/** The asking prices of listings by id (the map's single listings), read after the clustering so it stays index-only. */
export function findListingPrices(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: listings.id, priceMinor: listings.priceMinor, currency: listings.currency })
    .from(listings)
    .where(inArray(listings.id, [...ids]));
}
