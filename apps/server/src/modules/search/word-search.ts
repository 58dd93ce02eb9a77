import { DAY_BLOCKS } from '@app/shared/constants/search';
import { WORD_SEARCH_TOTAL_CAP } from '@app/shared/search/search.schema';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dayNumber } from './search-filters.repo';
import type { DayWindow, SearchPlan } from './search-plan';
import { priceBandPopulations } from './map-cells.repo';
import { countSearchMatches, findSearchPageIds } from './search.repo';
import { oldestPublicationDay, titleDoesNotSayIt, titleSaysIt, titleSaysItAnywhere } from './word-search.repo';

const [SHORT_BLOCK, LONG_BLOCK] = DAY_BLOCKS;

/** Days a walk reads span by span before it takes everything older in one last span (six 64-day blocks). */
const HORIZON_DAYS = 6 * LONG_BLOCK;

/** Fewer matches a day than this: a rare word, whose matches the text index finds from the words. */
const RARE_PER_DAY = 4;

/**
 * When a walk may read all the days older than the cursor in one span: the oldest public
 * listing's publication day, and how many matches that span may be expected to hold (at the
 * matches a day seen so far).
 */
export type RestOfDays = { oldestDay: number | null; maxMatches: number };

/**
 * A count reads no order within a span and stops at the cap, so a span of this many matches
 * costs the text index about what the words' own matches do, with a bitmap that stays exact in
 * PostgreSQL's default work_mem (docs/decisions/019-search.md "Word searches").
 */
const COUNT_REST_MATCHES = 20_000;

/** A page orders a span's matches newest first, so it reads each of them: a few thousand at most. */
const PAGE_REST_MATCHES = 2_000;

/**
 * The next span of publication days to read, newest first, after the first (today, walkDays),
 * sized by how dense the matches have been (docs/decisions/019-search.md "Word searches").
 * Yesterday alone while only today has been read: early in the day today holds a few hours, too
 * little to go by (a common word then looked rare, and a deep page sorted its 64-day block's tens
 * of thousands of matches). Then everything older at once when it should hold few enough matches
 * (`rest`). Otherwise, for a common word, one token at a time, which the text index reads first:
 * a day, or a whole 8- or 64-day block once the cursor sits at its end and the block would hold
 * at most about twice what is still needed. For a rare word, the rest of the 64-day block the
 * cursor is in (several tokens; the index starts from the words). Past the horizon, everything
 * older in one span. Null once that is read.
 */
export function nextDayWindow(today: number, cursor: number | null, perDay: number, remaining: number, rest: RestOfDays): DayWindow | null {
  if (cursor === null) return null;
  if (cursor < today - HORIZON_DAYS) return { from: null, to: cursor };
  if (cursor >= today - 1) return { from: cursor, to: cursor };
  if (rest.oldestDay !== null && perDay * (cursor - rest.oldestDay + 1) <= rest.maxMatches) return { from: null, to: cursor };
  if (perDay < RARE_PER_DAY) return { from: LONG_BLOCK * Math.floor(cursor / LONG_BLOCK), to: cursor };
  for (const size of [LONG_BLOCK, SHORT_BLOCK]) {
    if ((cursor + 1) % size === 0 && perDay * size <= 2 * remaining) return { from: cursor - size + 1, to: cursor };
  }
  return { from: cursor, to: cursor };
}

/**
 * Walks the days back from today, reading each span with `read(window, remaining)` (which
 * returns how many of the remaining it found there), until `wanted` are found or every day is
 * read. The first span is the last `firstDays` days, today included.
 */
async function walkDays(
  now: Date,
  wanted: number,
  firstDays: number,
  rest: RestOfDays,
  read: (days: DayWindow, remaining: number) => Promise<number>,
): Promise<void> {
  const today = dayNumber(now);
  let [found, daysRead] = [0, 0];
  let window: DayWindow | null = { from: today - firstDays + 1, to: today };
  while (window && found < wanted) {
    found += await read(window, wanted - found);
    if (window.from === null) return;
    daysRead += window.to - window.from + 1;
    window = nextDayWindow(today, window.from - 1, found / daysRead, wanted - found, rest);
  }
}

/**
 * How many listings a word search matches, newest days first, counting no further than
 * WORD_SEARCH_TOTAL_CAP. It reads today and yesterday at once: a count needs a whole day's
 * density before it can take the rest in one span, and a page needs only today's newest.
 */
export async function countWordSearch(db: DbOrTx, plan: SearchPlan): Promise<number> {
  let total = 0;
  await walkDays(
    plan.now,
    WORD_SEARCH_TOTAL_CAP,
    2,
    { oldestDay: await oldestPublicationDay(db), maxMatches: COUNT_REST_MATCHES },
    async (days, remaining) => {
      const n = await countSearchMatches(db, { ...plan, days }, remaining);
      total += n;
      return n;
    },
  );
  return total;
}

/** A word after a minus sign ("-pool"): websearch syntax for "without". */
const NEGATED_WORD = /(^|\s)-["\p{L}\p{N}]/u;

type Part = (days: DayWindow) => { plan: SearchPlan; tier?: SQL };

/**
 * The parts of a word search's order, each newest first: by relevance, the listings whose title
 * says the words (when any title does), then the rest; most recent, all matches. When no word is
 * negated a title match needs no look at the rest of the document (the title is part of it), so
 * that part asks the title index alone (the oldest span also checks the publication time).
 */
async function wordParts(db: DbOrTx, plan: SearchPlan, sort: 'relevance' | 'most-recent'): Promise<Part[]> {
  const everything: Part = (days) => ({ plan: { ...plan, days } });
  if (sort === 'most-recent') return [everything];
  if (!(await titleSaysItAnywhere(db, plan))) return [everything];
  const negated = NEGATED_WORD.test(plan.text ?? '');
  return [
    (days) => ({ plan: negated ? { ...plan, days } : { ...plan, text: null, days }, tier: titleSaysIt({ ...plan, days }) }),
    (days) => ({ plan: { ...plan, days }, tier: titleDoesNotSayIt(plan) }),
  ];
}

/**
 * Gathers one page's ids from successive reads of the matches in order: `take` keeps what a read
 * found past the page's offset and says how many it found.
 */
function pageOf(offset: number, limit: number) {
  const ids: string[] = [];
  let skip = offset;
  return {
    ids,
    /** How many rows the next read should ask for. */
    wanted: () => skip + limit - ids.length,
    full: () => ids.length === limit,
    take(rows: { id: string }[]): number {
      ids.push(...rows.slice(skip).map((row) => row.id));
      skip = Math.max(0, skip - rows.length);
      return rows.length;
    },
  };
}

/**
 * The ids of one page of a word search (docs/decisions/019-search.md "Word searches"): each part
 * of the order is read span of days by span, newest first, asking each span only for the rows
 * the page still needs, so a word in every fifth listing costs about what a rare one does.
 */
export async function findWordPageIds(
  db: DbOrTx,
  plan: SearchPlan,
  sort: 'relevance' | 'most-recent',
  offset: number,
  limit: number,
): Promise<string[]> {
  const page = pageOf(offset, limit);
  const rest = { oldestDay: await oldestPublicationDay(db), maxMatches: PAGE_REST_MATCHES };
  for (const part of await wordParts(db, plan, sort)) {
    if (page.full()) break;
    await walkDays(plan.now, page.wanted(), 1, rest, async (days, remaining) => {
      const { plan: partPlan, tier } = part(days);
      return page.take(await findSearchPageIds(db, partPlan, { sort: 'most-recent', limit: remaining, offset: 0 }, tier ? [tier] : []));
    });
  }
  return page.ids;
}

/** A span of price bands holds about this share of all priced listings, unless one band alone holds more. */
const PRICE_SPAN_SHARE = 1 / 64;

/**
 * A price order's bands in spans, in the order read (docs/decisions/019-search.md "Word
 * searches"): low to high, the cheapest band first and the listings without a price last; high to
 * low the other way round, as PostgreSQL orders nulls. Neighbouring bands join a span while it
 * holds at most PRICE_SPAN_SHARE of the listings (`populations`, per band), so a span of a
 * common word holds a few thousand matches however the prices spread.
 */
export function priceBandSpans(populations: readonly number[], sort: 'price-low-high' | 'price-high-low'): (number | null)[][] {
  const budget = populations.reduce((sum, n) => sum + n, 0) * PRICE_SPAN_SHARE;
  const bands = populations.map((_, band) => band);
  const spans: (number | null)[][] = [];
  let [span, held] = [[] as number[], 0];
  for (const band of sort === 'price-low-high' ? bands : bands.reverse()) {
    const n = populations[band] ?? 0;
    if (span.length > 0 && held + n > budget) {
      spans.push(span);
      [span, held] = [[], 0];
    }
    span.push(band);
    held += n;
  }
  if (span.length > 0) spans.push(span);
  return sort === 'price-low-high' ? [...spans, [null]] : [[null], ...spans];
}

/**
 * The ids of one page of a word search in price order, for words too common to read every match:
 * span of price bands by span (priceBandSpans), each asked only for the rows the page still needs.
 */
export async function findWordPageIdsByPrice(
  db: DbOrTx,
  plan: SearchPlan,
  sort: 'price-low-high' | 'price-high-low',
  offset: number,
  limit: number,
): Promise<string[]> {
  const page = pageOf(offset, limit);
  for (const priceBands of priceBandSpans(await priceBandPopulations(db), sort)) {
    if (page.full()) break;
    page.take(await findSearchPageIds(db, { ...plan, priceBands }, { sort, limit: page.wanted(), offset: 0 }));
  }
  return page.ids;
}
