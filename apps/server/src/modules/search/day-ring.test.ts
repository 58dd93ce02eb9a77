import { DATE_FILTERS } from '@app/shared/constants/search';
import type { TBounds, TSearchCriteria } from '@app/shared/search/search.schema';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { seedDemo } from '../../seed/demo';
import { seedListing } from '../../seed/factories';
import { listingMapDayWindow, listings } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { advanceDayRing, DAY_RING_LEAD, DAY_SLOTS, splitDays } from './day-ring.repo';
import { expectCellsMatchListings, expectSameClusters } from './map-cells.fixtures';
import { bandReadingOf } from './band-reading';
import { DAY_MS, dayNumber } from './search-filters.repo';
import { mapFromListings, mapPlanned, storedLevelFor } from './search-map.service';
import { planSearch } from './search-plan';

const { db } = await createTestApp();
await seedDemo(db, { listings: 400, seed: 23 });

const contiguousUs: TBounds = { south: 24, west: -125, north: 50, east: -66 };
const lastDay = async () => (await db.select().from(listingMapDayWindow))[0]?.lastDay ?? Number.NaN;
const at = (day: number, hours = 0) => new Date(day * DAY_MS + hours * 3_600_000);

/** Zoomed-out maps by listing date, read from the day ring, equal grouping the listings, at `now`. */
async function expectDateMapsMatch(now: Date) {
  const searches = [
    { listedWithin: 'past-30-days' },
    { listedWithin: 'past-60-days' },
    { listedWithin: 'past-30-days', searchPropertyType: 'condo', beds: '3' },
    { listedWithin: 'past-60-days', searchThis: 'Texas' },
  ] as TSearchCriteria[];
  for (const criteria of searches) {
    for (const zoom of [3, 5, 8]) {
      const [plan, label] = [planSearch(criteria, null, now), `${JSON.stringify(criteria)} at zoom ${zoom} on ${now.toISOString()}`];
      expect(storedLevelFor(plan, zoom), label).not.toBeNull();
      expect((await bandReadingOf(db, plan))?.spans.length, label).toBeGreaterThan(0);
      expectSameClusters(await mapPlanned(db, plan, contiguousUs, zoom), await mapFromListings(db, plan, contiguousUs, zoom), label);
    }
  }
}

describe('the day ring: listings counted by publication day for zoomed-out maps by listing date', { timeout: 60_000 }, () => {
  it('reaches back further than the longest date filter', () => {
    const longest = Math.max(...DATE_FILTERS.map((filter) => filter.days));
    // The ring ends DAY_RING_LEAD days ahead and must still hold the day `longest` days back.
    expect(DAY_SLOTS).toBeGreaterThan(longest + DAY_RING_LEAD);
  });

  it('splits a date window into whole days of the ring and corrections at its ends', () => {
    const day = 20_400; // day mod 64 = 48
    // Early in a day: that day's bands, less the listings published before `since` on it; then what lies past the ring.
    expect(splitDays(at(day, 3), day + 2)).toEqual({
      spans: [{ from: 48, to: 51 }],
      corrections: [
        { from: at(day), to: at(day, 3), sign: -1 },
        { from: at(day + 3), to: null, sign: 1 },
      ],
    });
    // Late in a day: the next day's bands on, plus the rest of that day.
    expect(splitDays(at(day, 20), day + 2).spans).toEqual([{ from: 49, to: 51 }]);
    expect(splitDays(at(day, 20), day + 2).corrections[0]).toEqual({ from: at(day, 20), to: at(day + 1), sign: 1 });
    // At midnight nothing is cut; across day 0 of the ring the bands wrap round.
    const wrapping = 64 * 320 - 10;
    expect(splitDays(at(wrapping), wrapping + 40)).toEqual({
      spans: [
        { from: 54, to: DAY_SLOTS },
        { from: 0, to: 31 },
      ],
      corrections: [{ from: at(wrapping + 41), to: null, sign: 1 }],
    });
    // A ring behind the window (its job stopped) leaves it all to the listings.
    expect(splitDays(at(day, 3), day - 1)).toEqual({ spans: [], corrections: [{ from: at(day, 3), to: null, sign: 1 }] });
  });

  it('is kept by listing writes and serves zoomed-out maps by listing date', async () => {
    const today = dayNumber(new Date());
    expect(await lastDay()).toBe(today + 2);
    const [one, two] = await db.select({ id: listings.id }).from(listings).where(publicListing).limit(2);
    // Right at the edges: 30 days ago to the minute either side, just past midnight, and dated ahead of the ring.
    const thirtyDaysAgo = Date.now() - 30 * DAY_MS;
    await seedListing(db, {
      latitude: 30.2,
      longitude: -97.7,
      city: 'Austin',
      state: 'TX',
      status: 'active',
      complete: true,
      publishedAt: new Date(thirtyDaysAgo + 60_000),
    });
    await seedListing(db, {
      latitude: 30.3,
      longitude: -97.8,
      city: 'Austin',
      state: 'TX',
      status: 'active',
      complete: true,
      publishedAt: new Date(thirtyDaysAgo - 60_000),
    });
    await seedListing(db, {
      latitude: 40.7,
      longitude: -74,
      city: 'New York',
      state: 'NY',
      status: 'active',
      complete: true,
      publishedAt: at(today, 0.01),
    });
    await seedListing(db, {
      latitude: 47.6,
      longitude: -122.3,
      city: 'Seattle',
      state: 'WA',
      status: 'active',
      complete: true,
      publishedAt: at(today + 5, 1),
    });
    await db
      .update(listings)
      .set({ publishedAt: new Date(Date.now() - 45 * DAY_MS) })
      .where(eq(listings.id, one!.id));
    await db.update(listings).set({ status: 'expired' }).where(eq(listings.id, two!.id));
    await expectCellsMatchListings(db);
    await expectDateMapsMatch(new Date());
  });

  it('moves on with the days: the bands of days that come round are cleared and the new days counted', async () => {
    const before = await lastDay();
    await seedListing(db, {
      latitude: 33.4,
      longitude: -112,
      city: 'Phoenix',
      state: 'AZ',
      status: 'active',
      complete: true,
      publishedAt: at(before + 3, 5),
    });
    await db.transaction((tx) => advanceDayRing(tx, before + 4));
    expect(await lastDay()).toBe(before + 4);
    await expectCellsMatchListings(db);
    // A month on: the days it let go were counted in bands that now hold new days.
    await db.transaction((tx) => advanceDayRing(tx, before + 34));
    await seedListing(db, {
      latitude: 41.9,
      longitude: -87.6,
      city: 'Chicago',
      state: 'IL',
      status: 'active',
      complete: true,
      publishedAt: at(before + 30, 2),
    });
    await db
      .update(listings)
      .set({ publishedAt: sql`${listings.publishedAt} + interval '33 days'` })
      .where(and(publicListing, eq(listings.state, 'TX')));
    await expectCellsMatchListings(db);
    await expectDateMapsMatch(at(before + 32, 9));
    // Moving back is no move; a whole turn ahead is counted afresh.
    await db.transaction((tx) => advanceDayRing(tx, before));
    expect(await lastDay()).toBe(before + 34);
    await db.transaction((tx) => advanceDayRing(tx, before + 34 + DAY_SLOTS + 7));
    await expectCellsMatchListings(db);
  });
});
