import { and, desc, gt, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listings, savedSearchAlertedListings } from '../../db/schema/index';
import { dayNumber, searchConditions, type SearchPlan } from '../search/index';

/**
 * The search module's conditions for the plan, and one more: published in (since, until].
 * Nothing here restates what a search matches; a change to search changes alerts with it. For
 * words, the days of that span too, so the text index reads only those days' matches.
 */
function publishedBetween(plan: SearchPlan, since: Date, until: Date): SQL | undefined {
  const inDays = plan.text ? { ...plan, days: { from: dayNumber(since), to: dayNumber(until) } } : plan;
  return and(searchConditions(inDays), gt(listings.publishedAt, since), lte(listings.publishedAt, until));
}

/**
 * Listings matching a saved search's plan published in (since, until] that no alert of this
 * saved search mailed yet, newest first, at most `limit`.
 */
export function findUnalertedMatchIds(db: DbOrTx, plan: SearchPlan, savedSearchId: string, since: Date, until: Date, limit: number) {
  const alreadyAlerted = sql`not exists (select 1 from ${savedSearchAlertedListings} where ${savedSearchAlertedListings.savedSearchId} = ${savedSearchId} and ${savedSearchAlertedListings.listingId} = ${listings.id})`;
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(and(publishedBetween(plan, since, until), alreadyAlerted))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
}

/** A saved search's plan and when its owner last opened it. */
export type NewMatchesQuery = { plan: SearchPlan; since: Date };

/**
 * For each query, how many listings matching its plan were published in (since, until], counting
 * no further than `cap`: one statement for them all (a capped count per query, UNION ALL), in the
 * queries' order.
 */
export async function countMatchesPublishedBetween(db: DbOrTx, queries: NewMatchesQuery[], until: Date, cap: number): Promise<number[]> {
  if (queries.length === 0) return [];
  const counts = queries.map(({ plan, since }, i) => {
    const capped = db
      .select({ one: sql`1` })
      .from(listings)
      .where(publishedBetween(plan, since, until))
      .limit(cap)
      .as('capped');
    return db.select({ i: sql<number>`${i}::int`.as('i'), n: sql<number>`count(*)::int`.as('n') }).from(capped);
  });
  const [first, second, ...rest] = counts;
  const rows = second ? await unionAll(first!, second, ...rest) : await first!;
  const byIndex = new Map(rows.map((row) => [Number(row.i), Number(row.n)]));
  return queries.map((_, i) => byIndex.get(i) ?? 0);
}
