import { WORD_SEARCH_TOTAL_CAP, type TSearchCriteria } from '@app/shared/search/search.schema';
import { desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { listings } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';
import { publicListing } from '../listings/listings.repo';
import { searchConditions } from './search-filters';
import { searchPlanned } from './search.service';
import { planSearch } from './search-plan';
import { dayWindows } from './word-search';
import { titleSaysIt } from './word-search.repo';

const { db } = await createTestDatabase();
await seedDemo(db, { listings: 1_500, seed: 9 });
const now = new Date();

/** The word the demo listings hold most often, and in how many public listings. */
const STAT = `select to_tsvector('english', coalesce(title, '') || ' ' || description) from listings where status = 'active' and complete and not hidden`;
const [commonest] = ((await db.execute(sql`select word, ndoc::int as ndoc from ts_stat(${STAT}) order by ndoc desc, word limit 1`)) as unknown as { rows: { word: string; ndoc: number }[] }).rows;

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

describe('word searches: title matches first, newest first, read a few days at a time', () => {
  it('the demo data spreads listings over the day windows and has a word in more listings than the cap', async () => {
    expect(commonest?.ndoc).toBeGreaterThan(WORD_SEARCH_TOTAL_CAP);
    const days = dayWindows(now);
    expect(days[0]).toEqual({ from: Math.floor(now.getTime() / 86_400_000), to: null });
    const published = await db.select({ at: listings.publishedAt }).from(listings).where(publicListing);
    const ages = published.map((row) => (now.getTime() - (row.at?.getTime() ?? 0)) / 86_400_000);
    expect(ages.some((age) => age < 1)).toBe(true);
    expect(ages.some((age) => age > 31)).toBe(true);
  });

  it('gives exactly the pages of the promised order, for rare and common words, phrases, OR and minus', async () => {
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
    for (const criteria of searches) {
      const all = await everyMatchInOrder(criteria);
      expect(all.length, JSON.stringify(criteria)).toBeGreaterThan(0);
      for (const pageNo of [1, 2, 5, 37, 100]) {
        const found = await page(criteria, pageNo);
        const label = `${JSON.stringify(criteria)} page ${pageNo}`;
        expect(found.data.map((card) => card._id), label).toEqual(all.slice((pageNo - 1) * 10, Math.min(pageNo * 10, WORD_SEARCH_TOTAL_CAP)));
        expect(found.total, label).toBe(Math.min(all.length, WORD_SEARCH_TOTAL_CAP));
        expect(found.totalCap, label).toBe(WORD_SEARCH_TOTAL_CAP);
      }
    }
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
