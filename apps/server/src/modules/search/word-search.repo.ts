import { and, between, desc, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listingDay, listingTitleDocument, listings } from '../../db/schema/index';
import { searchConditions, textQuery } from './search-filters';
import type { SearchPlan } from './search-plan';

/** A span of publication days (days since 1970), both ends included; null: open-ended. */
export type DayWindow = { from: number | null; to: number | null };

const day = listingDay(listings.publishedAt);

/** The day number (days since 1970, UTC) of a time, as `listing_day` counts it. */
export const dayNumber = (at: Date) => Math.floor(at.getTime() / 86_400_000);

/** Published within the window: a range on the text indexes' second column. */
export function publishedIn(window: DayWindow): SQL | undefined {
  if (window.from !== null && window.to !== null) return between(day, window.from, window.to);
  if (window.from !== null) return gte(day, window.from);
  if (window.to !== null) return lte(day, window.to);
  return undefined;
}

/**
 * The title says the search's words (the title index answers it). Without a negated word the
 * document matches whenever the title does (the title is part of it); with one ("-pool") the
 * document must not hold it anywhere, which searchConditions checks anyway.
 */
export function titleSaysIt(plan: SearchPlan): SQL {
  return sql`${listingTitleDocument(listings)} @@ ${textQuery(plan.text ?? '')}`;
}

/** The title does not say the words (the rest of a word search, after the title matches). */
export const titleDoesNotSayIt = (plan: SearchPlan) => not(titleSaysIt(plan));

/** Ids of the matches in one day window that also meet `tier`, newest first, at most `limit`. */
export function findWordMatchIds(db: DbOrTx, plan: SearchPlan, tier: SQL | undefined, window: DayWindow, limit: number) {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions(plan, plan.criteria.bounds, [tier, publishedIn(window)].filter((c): c is SQL => c !== undefined)))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
}

/** How many matches one day window holds, counting no further than `cap`. */
export async function countWordMatches(db: DbOrTx, plan: SearchPlan, window: DayWindow, cap: number): Promise<number> {
  const inWindow = publishedIn(window);
  const capped = db
    .select({ one: sql`1` })
    .from(listings)
    .where(and(searchConditions(plan, plan.criteria.bounds, inWindow ? [inWindow] : [])))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}
