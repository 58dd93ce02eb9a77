import { WORD_SEARCH_TOTAL_CAP } from '@app/shared/search/search.schema';
import type { DbOrTx } from '../../db/client';
import type { SearchPlan } from './search-plan';
import { countWordMatches, dayNumber, findWordMatchIds, titleDoesNotSayIt, titleSaysIt, type DayWindow } from './word-search.repo';

/**
 * Publication days from the newest back, in spans that grow as matches thin out: today (and
 * anything dated later), the two days before, the rest of the week, of the month, of four
 * months, then everything older.
 */
export function dayWindows(now: Date): DayWindow[] {
  const today = dayNumber(now);
  return [
    { from: today, to: null },
    { from: today - 2, to: today - 1 },
    { from: today - 7, to: today - 3 },
    { from: today - 30, to: today - 8 },
    { from: today - 120, to: today - 31 },
    { from: null, to: today - 121 },
  ];
}

/** How many listings a word search matches, newest days first, counting no further than WORD_SEARCH_TOTAL_CAP. */
export async function countWordSearch(db: DbOrTx, plan: SearchPlan): Promise<number> {
  let total = 0;
  for (const window of dayWindows(plan.now)) {
    total += await countWordMatches(db, plan, window, WORD_SEARCH_TOTAL_CAP - total);
    if (total >= WORD_SEARCH_TOTAL_CAP) break;
  }
  return total;
}

/** A word after a minus sign ("-pool"): websearch syntax for "without". */
const NEGATED_WORD = /(^|\s)-["\p{L}\p{N}]/u;

/**
 * The parts of a word search's order, each newest first: by relevance, the listings whose title
 * says the words, then the rest; most recent, all matches. When no word is negated a title
 * match needs no look at the rest of the document (the title is part of it), so that part asks
 * the title index alone.
 */
function wordTiers(plan: SearchPlan, sort: 'relevance' | 'most-recent') {
  if (sort === 'most-recent') return [{ plan, tier: undefined }];
  const titlePlan = NEGATED_WORD.test(plan.text ?? '') ? plan : { ...plan, text: null };
  return [
    { plan: titlePlan, tier: titleSaysIt(plan) },
    { plan, tier: titleDoesNotSayIt(plan) },
  ];
}

/**
 * The ids of one page of a word search (docs/decisions/019-search.md "Word searches"): each part
 * of the order is read a few days at a time, newest first, asking each span only for the rows
 * the page still needs, so a word in every fifth listing costs about what a rare one does.
 */
export async function findWordPageIds(db: DbOrTx, plan: SearchPlan, sort: 'relevance' | 'most-recent', offset: number, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let skip = offset;
  for (const { plan: partPlan, tier } of wordTiers(plan, sort)) {
    for (const window of dayWindows(plan.now)) {
      const rows = await findWordMatchIds(db, partPlan, tier, window, skip + limit - ids.length);
      if (rows.length <= skip) {
        skip -= rows.length;
        continue;
      }
      ids.push(...rows.slice(skip).map((row) => row.id));
      skip = 0;
      if (ids.length === limit) return ids;
    }
  }
  return ids;
}
