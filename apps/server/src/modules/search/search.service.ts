import { DEFAULT_SORT, type TSortId } from '@app/shared/constants/search';
import {
  SEARCH_TOTAL_CAP,
  WORD_SEARCH_TOTAL_CAP,
  type TSearchCriteria,
  type TSearchPaging,
  type TSearchResults,
} from '@app/shared/search/search.schema';
import type { DbOrTx } from '../../db/client';
import { listPublicCardsByIds } from '../listings/index';
import type { SQL } from 'drizzle-orm';
import { countSearchMatches, findCountedPageIds, findSearchPageIds, findTopScores } from './search.repo';
import { relevanceProbes, relevanceReach } from './search-order.repo';
import { planSearch, type SearchPlan } from './search-plan';
import { countWordSearch, findWordPageIds, findWordPageIdsByPrice } from './word-search';

/** A page of public listings matching the criteria, the capped total, and the place searched. */
export async function searchListings(
  db: DbOrTx,
  viewerId: string | null,
  criteria: TSearchCriteria,
  paging: TSearchPaging,
): Promise<TSearchResults> {
  return searchPlanned(db, planSearch(criteria, viewerId), paging);
}

/** searchListings for an already read plan (tests pin the place and the clock through it). */
export async function searchPlanned(db: DbOrTx, plan: SearchPlan, paging: TSearchPaging): Promise<TSearchResults> {
  const totalCap = totalCapOf(plan);
  const { ids, total } = await findPage(db, plan, paging, totalCap);
  return {
    data: await listPublicCardsByIds(db, ids),
    total,
    pageNo: paging.pageNo,
    pageSize: paging.page,
    pages: Math.ceil(total / paging.page),
    totalCap,
    place: plan.place,
  };
}

/** How far a search counts and pages: word searches read their matches from the table, so less far. */
function totalCapOf(plan: SearchPlan): number {
  return plan.text ? WORD_SEARCH_TOTAL_CAP : SEARCH_TOTAL_CAP;
}

/**
 * Whether the page query reads every match anyway: relevance around a centre that the threshold
 * method could not narrow (each match in the radius is scored). It then counts them in the same pass.
 */
export function readsEveryMatch(plan: SearchPlan, sort: TSortId): boolean {
  return sort === 'relevance' && plan.centre !== null;
}

/** The page's listing ids in order, and the count of all matches up to `cap`. */
async function findPage(db: DbOrTx, plan: SearchPlan, paging: TSearchPaging, cap: number): Promise<{ ids: string[]; total: number }> {
  const sort = plan.criteria.sort ?? DEFAULT_SORT;
  const offset = (paging.pageNo - 1) * paging.page;
  // Results are shown up to the cap, so no page reaches past it.
  const limit = Math.min(paging.page, cap - offset);
  if (plan.text && (sort === 'relevance' || sort === 'most-recent')) {
    // Both at once: on PostgreSQL they run on two connections; PGlite takes them in turn.
    const [total, ids] = await Promise.all([countWordSearch(db, plan), limit > 0 ? findWordPageIds(db, plan, sort, offset, limit) : []]);
    return { ids, total };
  }
  if (plan.text && (sort === 'price-low-high' || sort === 'price-high-low')) {
    // Fewer matches than the cap are read whole; more are read a few price bands at a time.
    const total = await countWordSearch(db, plan);
    if (limit <= 0) return { ids: [], total };
    if (total < cap) return { ids: (await findSearchPageIds(db, plan, { sort, limit, offset })).map((row) => row.id), total };
    return { ids: await findWordPageIdsByPrice(db, plan, sort, offset, limit), total };
  }
  const reach = limit > 0 && sort === 'relevance' ? await relevancePageReach(db, plan, offset + limit) : null;
  if (limit > 0 && !reach && readsEveryMatch(plan, sort)) {
    const rows = await findCountedPageIds(db, plan, { sort, limit, offset });
    const total = rows[0] ? rows[0].matches : await countSearchMatches(db, plan, cap);
    return { ids: rows.map((row) => row.id), total: Math.min(total, cap) };
  }
  // Both at once: on PostgreSQL they run on two connections; PGlite takes them in turn.
  const [total, rows] = await Promise.all([
    countSearchMatches(db, plan, cap),
    limit > 0 ? findSearchPageIds(db, plan, { sort, limit, offset }, reach ?? []) : [],
  ]);
  return { ids: rows.map((row) => row.id), total };
}

/** Relevance ranks past this are found by scoring every match (deep pages of a relevance search are rare). */
const MAX_REACHED_RANK = 100;

/**
 * The threshold method for the first `rank` listings by relevance around a centre: score the
 * matches nearest the centre (relevanceProbes) until `rank` are found; the worst of them is a
 * score the page's listings must reach, and relevanceReach turns it into conditions (near
 * enough, fresh enough) that leave out every listing that cannot. Null when that narrows nothing.
 * Word searches are not narrowed: the text index cannot select by age, so probing would read
 * their matches twice.
 */
export async function relevancePageReach(db: DbOrTx, plan: SearchPlan, rank: number): Promise<SQL[] | null> {
  if (!plan.centre || rank > MAX_REACHED_RANK) return null;
  for (const probe of relevanceProbes(plan.centre)) {
    const scores = await findTopScores(db, plan, [probe], rank);
    const worst = scores[rank - 1];
    if (worst) return relevanceReach(plan, worst.score);
  }
  return null;
}
