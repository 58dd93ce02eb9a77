import { asc, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, listingTitleDocument } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { cachedPerDatabase } from './cached-per-database';
import { dayNumber, searchConditions, wordsQuery } from './search-filters.repo';
import type { SearchPlan } from './search-plan';

const titleDocument = listingTitleDocument(listings);

/**
 * The title says the search's words (in the plan's days, when it has some, but the oldest span,
 * whose publication time searchConditions checks): the title index answers it. Without a negated word the document matches whenever the title does (the title is
 * part of it); with one ("-pool") the document must not hold it anywhere, which searchConditions
 * checks.
 */
export function titleSaysIt(plan: SearchPlan): SQL {
  return sql`${titleDocument} @@ ${wordsQuery(plan)}`;
}

/** Whether any listing meeting the plan's other conditions has a title that says the words. */
export async function titleSaysItAnywhere(db: DbOrTx, plan: SearchPlan): Promise<boolean> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions({ ...plan, text: null }, plan.criteria.bounds, [titleSaysIt(plan)]))
    .limit(1);
  return rows.length > 0;
}

/** The title does not say the words (the rest of a word search, after the title matches). */
export function titleDoesNotSayIt(plan: SearchPlan): SQL {
  return not(titleSaysIt({ ...plan, days: undefined }));
}

/**
 * The publication day (dayNumber) of the oldest public listing, or null when there is none; read
 * from the newest-first search index's first entry, again every ten minutes: it only sizes a word
 * search's spans (word-search.ts), never decides what matches.
 */
export const oldestPublicationDay = cachedPerDatabase(10 * 60_000, async (db: DbOrTx): Promise<number | null> => {
  const [row] = await db
    .select({ at: listings.publishedAt })
    .from(listings)
    .where(publicListing)
    .orderBy(asc(listings.publishedAt))
    .limit(1);
  return row?.at ? dayNumber(row.at) : null;
});
