import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { seedDemo } from '../../seed/demo';
import { findCountedPageIds } from './search.repo';
import { relevancePageReach, searchPlanned } from './search.service';
import { relevanceReach } from './search-order.repo';
import { planSearch } from './search-plan';

const { db } = await createTestDatabase();
await seedDemo(db, { listings: 900, seed: 5 });
const now = new Date();

/** Every match scored, as relevance is defined: the reference order. */
async function scoredEveryMatch(criteria: TSearchCriteria, pageNo: number) {
  const plan = planSearch(criteria, null, now);
  return (await findCountedPageIds(db, plan, { sort: 'relevance', limit: 10, offset: (pageNo - 1) * 10 })).map((row) => row.id);
}

describe('relevance pages by the threshold method', () => {
  const searches: TSearchCriteria[] = [
    { searchThis: '78704' },
    { searchThis: '78704', radiusMiles: 30 },
    { searchThis: '10001', radiusMiles: 5 },
    { searchThis: '60614', radiusMiles: 3, beds: '2' },
  ];

  it('narrows the listings it scores on the first pages around a centre; never deep pages or words', async () => {
    for (const criteria of searches.slice(0, 3)) {
      expect(await relevancePageReach(db, planSearch(criteria, null, now), 10), JSON.stringify(criteria)).not.toBeNull();
    }
    expect(await relevancePageReach(db, planSearch({ searchThis: 'craftsman' }, null, now), 10)).toBeNull();
    expect(await relevancePageReach(db, planSearch({ searchThis: '78704' }, null, now), 101)).toBeNull();
  });

  it('gives the very pages that scoring every match gives', async () => {
    for (const criteria of searches) {
      for (const pageNo of [1, 2, 5, 10, 11]) {
        const found = await searchPlanned(db, planSearch(criteria, null, now), { pageNo, page: 10 });
        expect(
          found.data.map((card) => card._id),
          `${JSON.stringify(criteria)} page ${pageNo}`,
        ).toEqual(await scoredEveryMatch(criteria, pageNo));
      }
    }
  });

  it('narrows nothing when the bound is below what the other terms alone can score', () => {
    const zip = planSearch({ searchThis: '78704' }, null, now);
    expect(relevanceReach(zip, 0.5)).toBeNull();
    expect(relevanceReach(zip, 2.5)).toHaveLength(2);
    expect(relevanceReach(zip, 1.5)).toHaveLength(1); // near enough; freshness alone could not tell
    expect(relevanceReach(planSearch({ searchThis: 'Texas' }, null, now), 0.5)).toHaveLength(1); // fresh enough
  });
});
