import { WORD_SEARCH_TOTAL_CAP, type TSearchCriteria } from '@app/shared/search/search.schema';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { listings } from '../../db/schema/index';
import { seedDemo } from '../../seed/demo';
import { publicListing } from '../listings/index';
import { dayRangeTokens, searchConditions } from './search-filters.repo';
import { searchPlanned } from './search.service';
import { planSearch } from './search-plan';
import { nextDayWindow, priceBandSpans } from './word-search';
import { titleSaysIt } from './word-search.repo';

const { db } = await createTestDatabase();
await seedDemo(db, { listings: 1_500, seed: 9 });
const now = new Date();

/** The word the demo listings hold most often, and in how many public listings. */
const STAT = `select to_tsvector('english', coalesce(title, '') || ' ' || description) from listings where status = 'active' and complete and not hidden`;
const [commonest] = (
  (await db.execute(sql`select word, ndoc::int as ndoc from ts_stat(${STAT}) order by ndoc desc, word limit 1`)) as unknown as {
    rows: { word: string; ndoc: number }[];
  }
).rows;

/** Every match, in the order a word search promises: title says the words first, then newest first. */
async function everyMatchInOrder(criteria: TSearchCriteria) {
  const plan = planSearch(criteria, null, now);
  const titleFirst = criteria.sort === 'most-recent' ? [] : [sql`(${titleSaysIt(plan)}) desc`];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(searchConditions(plan))
    .orderBy(...titleFirst, desc(listings.publishedAt), desc(listings.id));
  return rows.map((row) => row.id);
}

const page = async (criteria: TSearchCriteria, pageNo: number) => searchPlanned(db, planSearch(criteria, null, now), { pageNo, page: 10 });

/** Pages 1, 2, 5, 37 and 100 of the search are exactly those of `all` (every match in order), counted to the cap. */
async function expectPagesOf(criteria: TSearchCriteria, all: string[]) {
  expect(all.length).toBeGreaterThan(0);
  for (const pageNo of [1, 2, 5, 37, 100]) {
    const found = await page(criteria, pageNo);
    const label = `page ${pageNo}`;
    expect(
      found.data.map((card) => card._id),
      label,
    ).toEqual(all.slice((pageNo - 1) * 10, Math.min(pageNo * 10, WORD_SEARCH_TOTAL_CAP)));
    expect(found.total, label).toBe(Math.min(all.length, WORD_SEARCH_TOTAL_CAP));
    expect(found.totalCap, label).toBe(WORD_SEARCH_TOTAL_CAP);
  }
}

describe('day tokens: any span of days in a handful of tokens', () => {
  it('whole 64- and 8-day blocks where they fit, single days at the edges', () => {
    expect(dayRangeTokens(100, 300)).toEqual([
      ...['~d100', '~d101', '~d102', '~d103', '~e13', '~e14', '~e15', '~f2', '~f3'],
      ...['~e32', '~e33', '~e34', '~e35', '~e36', '~d296', '~d297', '~d298', '~d299', '~d300'],
    ]);
    expect(dayRangeTokens(20_779, 20_780)).toEqual(['~d20779', '~d20780']);
    expect(dayRangeTokens(5, 4)).toEqual([]);
  });
});

describe('the spans of days a word search reads, newest first', () => {
  const today = 20_779; // 20_776 starts its 8-day block, 20_736 its 64-day block
  const noRest = { oldestDay: null, maxMatches: 0 };
  it('a common word a day at a time, a whole block when the cursor ends one and it is not too much', () => {
    expect(nextDayWindow(today, today - 1, 500, 1000, noRest)).toEqual({ from: today - 1, to: today - 1 });
    expect(nextDayWindow(today, 20_775, 50, 1000, noRest)).toEqual({ from: 20_768, to: 20_775 });
    expect(nextDayWindow(today, 20_775, 500, 1000, noRest)).toEqual({ from: 20_775, to: 20_775 });
    expect(nextDayWindow(today, 20_735, 10, 1000, noRest)).toEqual({ from: 20_672, to: 20_735 });
  });
  it('a rare word: the rest of the 64-day block the cursor is in', () => {
    expect(nextDayWindow(today, today - 2, 1, 1000, noRest)).toEqual({ from: 20_736, to: today - 2 });
    expect(nextDayWindow(today, 20_735, 0, 10, noRest)).toEqual({ from: 20_672, to: 20_735 });
  });
  it('yesterday alone while only today has been read, however few matches today held (it may be a few hours)', () => {
    expect(nextDayWindow(today, today - 1, 0, 800, noRest)).toEqual({ from: today - 1, to: today - 1 });
    expect(nextDayWindow(today, today - 1, 0, 800, { oldestDay: today - 99, maxMatches: 20_000 })).toEqual({
      from: today - 1,
      to: today - 1,
    });
  });
  it('everything older at once when, at the density seen, it holds few enough matches: only after a whole day besides today', () => {
    const rest = { oldestDay: today - 99, maxMatches: 2_000 };
    expect(nextDayWindow(today, today - 2, 20, 1000, rest)).toEqual({ from: null, to: today - 2 }); // 98 days, about 1,960
    expect(nextDayWindow(today, today - 2, 21, 1000, rest)).toEqual({ from: today - 2, to: today - 2 });
    expect(nextDayWindow(today, today - 2, 0, 10, { oldestDay: null, maxMatches: 2_000 })).toEqual({ from: 20_736, to: today - 2 }); // no listings
  });
  it('past the horizon everything older at once, then nothing', () => {
    expect(nextDayWindow(today, today - 400, 0, 10, noRest)).toEqual({ from: null, to: today - 400 });
    expect(nextDayWindow(today, null, 0, 10, noRest)).toBeNull();
  });
});

describe('word searches: title matches first, newest first, read a few days at a time', () => {
  it('the demo data spreads listings over the day windows and has a word in more listings than the cap', async () => {
    expect(commonest?.ndoc).toBeGreaterThan(WORD_SEARCH_TOTAL_CAP);
    const published = await db.select({ at: listings.publishedAt }).from(listings).where(publicListing);
    const ages = published.map((row) => (now.getTime() - (row.at?.getTime() ?? 0)) / 86_400_000);
    expect(ages.some((age) => age < 1)).toBe(true);
    expect(ages.some((age) => age > 31)).toBe(true);
  });

  const searches: TSearchCriteria[] = [
    { searchThis: 'craftsman' },
    { searchThis: 'quiet street' },
    { searchThis: '"hardwood floors"' },
    { searchThis: 'porch -pool' },
    { searchThis: 'bungalow or cottage' },
    { searchThis: 'craftsman', beds: '3' },
    { searchThis: 'craftsman', sort: 'most-recent' },
    { searchThis: commonest!.word },
    { searchThis: commonest!.word, sort: 'most-recent' },
  ];
  it.each(searches)('gives exactly the pages of the promised order: %j', async (criteria) => {
    await expectPagesOf(criteria, await everyMatchInOrder(criteria));
  });

  it('a title that says the words ranks before a fresher listing that says them only in its description', async () => {
    const [first] = (await page({ searchThis: 'craftsman' }, 1)).data;
    expect(first?.title.toLowerCase()).toContain('craftsman');
  });

  it(`counts to ${WORD_SEARCH_TOTAL_CAP} and pages no further`, async () => {
    const last = await page({ searchThis: commonest!.word }, WORD_SEARCH_TOTAL_CAP / 10);
    expect(last).toMatchObject({ total: WORD_SEARCH_TOTAL_CAP, pages: WORD_SEARCH_TOTAL_CAP / 10, totalCap: WORD_SEARCH_TOTAL_CAP });
    expect(last.data).toHaveLength(10);
    const past = await page({ searchThis: commonest!.word }, WORD_SEARCH_TOTAL_CAP / 10 + 1);
    expect(past).toMatchObject({ total: WORD_SEARCH_TOTAL_CAP, data: [] });
  });
});

describe('the spans of price bands a word search in price order reads', () => {
  it('neighbouring bands while a span holds at most a 64th of the listings; a crowded band alone; no price last low to high, first high to low', () => {
    const populations = [0, 1, 1, 0, 30, 2, 1, 1, 0, 28];
    // 64 listings: a span holds at most one.
    expect(priceBandSpans(populations, 'price-low-high')).toEqual([[0, 1], [2, 3], [4], [5], [6], [7, 8], [9], [null]]);
    expect(priceBandSpans(populations, 'price-high-low')).toEqual([[null], [9], [8, 7], [6], [5], [4], [3, 2], [1, 0]]);
  });
});

describe('word searches in price order: read whole when rare, a few price bands at a time when common', () => {
  const unpriced: string[] = [];
  beforeAll(async () => {
    // Some listings without a price: last from low to high, first from high to low (as PostgreSQL orders nulls).
    const rows = await db.select({ id: listings.id }).from(listings).where(publicListing).orderBy(listings.id).limit(40);
    unpriced.push(...rows.map((row) => row.id));
    await db.update(listings).set({ priceMinor: null }).where(inArray(listings.id, unpriced));
  });

  /** Every match in the search's price order, the id breaking ties as the search does. */
  async function everyMatchByPrice(criteria: TSearchCriteria) {
    const plan = planSearch(criteria, null, now);
    const order =
      criteria.sort === 'price-low-high' ? [asc(listings.priceMinor), asc(listings.id)] : [desc(listings.priceMinor), desc(listings.id)];
    const rows = await db
      .select({ id: listings.id })
      .from(listings)
      .where(searchConditions(plan))
      .orderBy(...order);
    return rows.map((row) => row.id);
  }

  const searches: TSearchCriteria[] = [
    { searchThis: commonest!.word, sort: 'price-low-high' },
    { searchThis: commonest!.word, sort: 'price-high-low' },
    { searchThis: commonest!.word, sort: 'price-high-low', beds: '3' },
    { searchThis: 'craftsman', sort: 'price-low-high' },
    { searchThis: 'porch -pool', sort: 'price-high-low' },
  ];
  it.each(searches)('gives exactly the pages of the price order: %j', async (criteria) => {
    await expectPagesOf(criteria, await everyMatchByPrice(criteria));
  });

  it('the commonest word, more matches than the cap, starts with the unpriced listings from high to low', async () => {
    expect((await everyMatchByPrice({ searchThis: commonest!.word, sort: 'price-high-low' })).length).toBeGreaterThan(
      WORD_SEARCH_TOTAL_CAP,
    );
    const [first] = (await page({ searchThis: commonest!.word, sort: 'price-high-low' }, 1)).data;
    expect(unpriced).toContain(first?._id);
  });
});

describe('the oldest span of a word search reads the words alone and checks the publication time', () => {
  it('finds a listing dated ahead of now (differing clocks) and one of today, each once', async () => {
    const rows = await db.select({ id: listings.id }).from(listings).where(publicListing).orderBy(desc(listings.id)).limit(2);
    const [ahead, fresh] = rows.map((row) => row.id);
    const word = 'zyzzogeton';
    await db
      .update(listings)
      .set({ title: `The ${word} house`, description: `A ${word} of a home.`, publishedAt: new Date(now.getTime() + 2 * 86_400_000) })
      .where(inArray(listings.id, [ahead!]));
    await db
      .update(listings)
      .set({ title: `A ${word} cottage`, description: 'Freshly listed.', publishedAt: now })
      .where(inArray(listings.id, [fresh!]));
    for (const sort of ['relevance', 'most-recent'] as const) {
      const found = await page({ searchThis: word, sort }, 1);
      expect(found.total, sort).toBe(2);
      // Today's span first; the listing dated ahead turns up in the oldest span, after it.
      expect(
        found.data.map((card) => card._id),
        sort,
      ).toEqual([fresh, ahead]);
    }
  });
});
