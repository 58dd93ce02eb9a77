import { PROPERTY_FEATURE_IDS } from '@app/shared/reference/property';
import type { TBounds, TMapResults, TSearchCriteria } from '@app/shared/search/search.schema';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp } from '../../../test/http-client';
import { seedDemo } from '../../seed/demo';
import { seedListing } from '../../seed/factories';
import { hiddenListings, listings } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { PRICE_SLICES_MINOR, PRICE_STEPS_MINOR, RANGE_DIMENSIONS, splitRange, type RangeDimension } from './range-bands.repo';
import { featureBand } from './band-reading';
import { MAP_CELL_LEVELS, PRICE_SLICED_LEVEL } from './map-cells.repo';
import { deferMapCells, recountMapCells } from './map-cells-recount.repo';
import { DIMENSIONS, expectCellsMatchListings, expectSameClusters, rowsOf, storedCells, storedRangeCells } from './map-cells.fixtures';
import { mapFromListings, mapPlanned, storedLevelFor } from './search-map.service';
import { planSearch } from './search-plan';

const { app, db } = await createTestApp();
await seedDemo(db, { listings: 600, seed: 11 });

const contiguousUs: TBounds = { south: 24, west: -125, north: 50, east: -66 };

describe('map cells: public listings counted per grid cell, kept by the database', { timeout: 60_000 }, () => {
  it('hold exactly the public listings, per level, cell, place and type, and in bands of price, size, lot, year, day and feature', async () => {
    expect((await storedCells(db, MAP_CELL_LEVELS[0])).length).toBeGreaterThan(0);
    for (const dimension of DIMENSIONS)
      expect((await storedRangeCells(db, MAP_CELL_LEVELS[0], dimension)).length, dimension).toBeGreaterThan(0);
    for (const dimension of DIMENSIONS.filter((kept) => kept !== 'price')) {
      expect((await storedRangeCells(db, PRICE_SLICED_LEVEL, dimension, true)).length, `${dimension} by price slice`).toBeGreaterThan(0);
      expect(await storedRangeCells(db, MAP_CELL_LEVELS[1], dimension, true), `${dimension} by price slice, level 8`).toEqual([]);
    }
    await expectCellsMatchListings(db);
  });

  it('are kept without JIT compilation, which cost every listing write 45–90 ms on PostgreSQL', async () => {
    const [row] = rowsOf<{ config: string[] | null }>(
      await db.execute(sql`select proconfig as config from pg_proc where proname = 'listing_map_cells_track'`),
    );
    expect(row?.config).toContain('jit=off');
  });

  it('are counted afresh after a bulk load, which leaves them alone listing by listing', async () => {
    // A listing written through the triggers, then a bulk load beside it: the recount holds both.
    await seedListing(db, { latitude: 25.8, longitude: -80.2, city: 'Miami', state: 'FL', status: 'active', complete: true });
    await db.transaction(async (tx) => {
      await deferMapCells(tx);
      await seedListing(tx, { latitude: 44.98, longitude: -93.27, city: 'Minneapolis', state: 'MN', status: 'active', complete: true });
      await tx
        .update(listings)
        .set({ beds: sql`${listings.beds} + 1` })
        .where(eq(listings.state, 'OR'));
    });
    /** Public listings less those the coarsest level's cells hold. */
    const uncounted = async () => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select (select count(*)::int from listings where ${publicListing}) - (select sum(listings)::int from listing_map_cells where level = 6) as n`,
        ),
      );
      return row?.n;
    };
    expect(await uncounted()).toBe(1);
    await recountMapCells(db);
    await expectCellsMatchListings(db);
    // The writes that follow keep the cells again.
    await seedListing(db, { latitude: 44.95, longitude: -93.1, city: 'Saint Paul', state: 'MN', status: 'active', complete: true });
    expect(await uncounted()).toBe(0);
  });

  it('follow every write: a new listing, expiry, a move, the owner hiding one, a deletion, several rows at once, price, size, date and feature changes', async () => {
    const [first, second, third, fourth, fifth] = await db.select({ id: listings.id }).from(listings).where(publicListing).limit(5);
    await seedListing(db, { latitude: 40.7, longitude: -74, city: 'New York', state: 'NY', status: 'active', complete: true });
    await db.update(listings).set({ status: 'expired' }).where(eq(listings.id, first!.id));
    await db.update(listings).set({ latitude: 47.6, longitude: -122.3, state: 'WA' }).where(eq(listings.id, second!.id));
    await db.update(listings).set({ hidden: true }).where(eq(listings.id, third!.id));
    await db.update(listings).set({ title: 'A new title changes no cell' }).where(eq(listings.id, fourth!.id));
    await db.delete(listings).where(eq(listings.id, fourth!.id));
    await db.update(listings).set({ propertyType: 'condo' }).where(eq(listings.state, 'TX'));
    await db.update(listings).set({ beds: 7 }).where(eq(listings.state, 'CA'));
    await db
      .update(listings)
      .set({ baths: sql`${listings.baths} + 1` })
      .where(eq(listings.state, 'TX'));
    await db
      .update(listings)
      .set({ priceMinor: sql`${listings.priceMinor} * 3 / 2` })
      .where(eq(listings.state, 'FL'));
    await db.update(listings).set({ priceMinor: null }).where(eq(listings.id, fifth!.id));
    await db.update(listings).set({ priceMinor: 40_000_000 }).where(eq(listings.state, 'WA'));
    await db
      .update(listings)
      .set({ sizeSqft: sql`${listings.sizeSqft} + 300`, yearBuilt: 1987 })
      .where(eq(listings.state, 'NY'));
    await db.update(listings).set({ lotSizeSqft: null, sizeSqft: null }).where(eq(listings.state, 'IL'));
    await db
      .update(listings)
      .set({ lotSizeSqft: 43_560, featureIds: ['solar', 'pool'] })
      .where(eq(listings.state, 'AZ'));
    await db.update(listings).set({ featureIds: [] }).where(eq(listings.state, 'OH'));
    // Publication dates: into the day ring, out of it (long ago), and ahead of its last day.
    await db.update(listings).set({ publishedAt: new Date() }).where(eq(listings.state, 'OR'));
    await db
      .update(listings)
      .set({ publishedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(listings.state, 'GA'));
    await db
      .update(listings)
      .set({ publishedAt: new Date(Date.now() + 9 * 86_400_000) })
      .where(eq(listings.state, 'MA'));
    await expectCellsMatchListings(db);
  });

  it('give the same clusters as grouping the listings, for every zoom they serve', async () => {
    const searches: TSearchCriteria[] = [
      ...[
        {},
        { searchPropertyType: 'condo' },
        { searchPropertyType: 'single-family' },
        { searchPropertyType: 'new-construction' },
        { listingType: 'resale' },
      ],
      ...[
        { searchThis: 'California' },
        { searchThis: 'United States' },
        { beds: '0' },
        { beds: '3' },
        { beds: '5-plus', searchThis: 'California' },
      ],
      // Prices at steps (bands alone), between them (bands and listings), inside one band (listings alone), open-ended.
      ...[
        { priceMax: 400_000 },
        { priceMin: 250_000, priceMax: 1_000_000 },
        { priceMin: 333_333 },
        { priceMax: 399_999 },
        { priceMin: 410_000, priceMax: 420_000 },
      ],
      ...[
        { priceMin: 0, priceMax: 200_000 },
        { priceMin: 300_000, priceMax: 425_000, beds: '3', searchPropertyType: 'condo' },
        { priceMin: 1_000_000, searchThis: 'California' },
      ],
      ...[{ priceMin: 333_000, priceMax: 444_000 }, { priceMin: 100, priceMax: 1_000_000 }, { priceMin: 1_440_000 }],
      ...[{ baths: '2' }, { baths: '5-plus', beds: '4' }, { baths: '1', priceMax: 500_000, searchThis: 'Texas' }],
      // Size, lot and year built: at steps, between them, inside one band, open-ended, with other filters.
      ...[
        { sizeMin: 2_000 },
        { sizeMin: 1_234, sizeMax: 2_345 },
        { sizeMin: 1_010, sizeMax: 1_040 },
        { sizeMax: 999, beds: '2' },
        { sizeMin: 3_000, searchThis: 'Texas' },
      ],
      ...[
        { lotMin: 10_890 },
        { lotMin: 5_000, lotMax: 9_999 },
        { lotMax: 43_560, searchPropertyType: 'single-family' },
        { lotMin: 7_777, lotMax: 15_555 },
      ],
      ...[
        { yearMin: 2000 },
        { yearMin: 1955, yearMax: 1995 },
        { yearMax: 1999, baths: '2' },
        { yearMin: 1901, yearMax: 1908 },
        { yearMin: 2015, yearMax: 2015 },
      ],
      // One feature (the first and last of the list among them) and two.
      ...[
        { features: ['pool'] },
        { features: ['cable-ready'], beds: '3' },
        { features: ['solar'], searchThis: 'California' },
        { features: ['fitness-center'], searchPropertyType: 'condo' },
      ],
      ...[
        { features: ['pool', 'fitness-center'] },
        { features: ['solar', 'cable-ready'], baths: '2' },
        { features: ['steam-room', 'solar'] },
        { features: ['pool', 'pool'] },
      ],
    ] as TSearchCriteria[];
    // A price and one more range, date or feature, zoomed out far enough for the price slices: prices at slices and between them, the other at its steps and between them.
    const priced: TSearchCriteria[] = [
      ...[
        { priceMax: 400_000, yearMin: 2000, beds: '3' },
        { priceMax: 400_000, yearMin: 2000 },
        { priceMin: 200_000, priceMax: 500_000, sizeMin: 1_234, sizeMax: 2_345 },
      ],
      ...[
        { priceMin: 333_000, priceMax: 444_000, yearMin: 1990 },
        { priceMin: 123_456, lotMin: 10_890 },
        { priceMax: 777_777, lotMin: 5_000, lotMax: 9_999, searchThis: 'Texas' },
      ],
      ...[
        { priceMin: 300_000, sizeMin: 1_010, sizeMax: 1_040 },
        { priceMin: 0, yearMax: 1979, baths: '2' },
        { priceMax: 2_000_000, yearMin: 1901, yearMax: 1908 },
      ],
      ...[
        { priceMax: 500_000, listedWithin: 'past-30-days' },
        { priceMin: 450_000, listedWithin: 'past-60-days', beds: '3' },
      ],
      ...[
        { priceMax: 400_000, features: ['pool'] },
        { priceMin: 250_000, priceMax: 999_999, features: ['pool', 'fitness-center'] },
        { priceMin: 1_000, features: ['solar'], searchPropertyType: 'condo' },
      ],
    ] as TSearchCriteria[];
    for (const criteria of [...searches, ...priced]) {
      for (const zoom of priced.includes(criteria) ? [2, 4] : [2, 4, 6, 8]) {
        const [plan, label] = [planSearch(criteria, null), `${JSON.stringify(criteria)} at zoom ${zoom}`];
        expect(storedLevelFor(plan, zoom), label).not.toBeNull();
        const stored = await mapPlanned(db, plan, contiguousUs, zoom);
        expect(stored.total, label).toBeGreaterThan(0);
        expectSameClusters(stored, await mapFromListings(db, plan, contiguousUs, zoom), label);
      }
    }
  });

  it('answer beds and baths as "at least" (0 beds: studios only): the cells of every count from n up add to a fresh count of the listings', async () => {
    const world: TBounds = { south: -90, west: -180, north: 90, east: 180 };
    const fresh = async (where: SQL) => {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from listings where ${publicListing} and ${where}`),
      );
      return row!.n;
    };
    const cases: [TSearchCriteria, SQL][] = [
      [{ beds: '0' }, sql`${listings.beds} = 0`],
      ...[1, 2, 3, 4].map((n): [TSearchCriteria, SQL] => [{ beds: String(n) } as TSearchCriteria, sql`${listings.beds} >= ${n}`]),
      [{ beds: '5-plus' }, sql`${listings.beds} >= 5`],
      ...[1, 2, 3, 4].map((n): [TSearchCriteria, SQL] => [{ baths: String(n) } as TSearchCriteria, sql`${listings.baths} >= ${n}`]),
      // With a banded filter, so the range cells answer too.
      [{ beds: '3', yearMin: 2000 }, sql`${listings.beds} >= 3 and ${listings.yearBuilt} >= 2000`],
      [{ baths: '2', features: ['pool'] }, sql`${listings.baths} >= 2 and ${listings.featureIds} @> array['pool']::text[]`],
    ];
    for (const [criteria, where] of cases) {
      const plan = planSearch(criteria, null);
      expect(storedLevelFor(plan, 2), JSON.stringify(criteria)).not.toBeNull();
      const expected = await fresh(where);
      expect(expected, JSON.stringify(criteria)).toBeGreaterThan(0);
      expect((await mapPlanned(db, plan, world, 2)).total, JSON.stringify(criteria)).toBe(expected);
    }
  });

  it('are used only where they can answer: zoomed out, and no filter beyond place, type, rooms and one range, date or feature, or a price and one of those', () => {
    const level = (criteria: TSearchCriteria, zoom = 4) => storedLevelFor(planSearch(criteria, null), zoom);
    expect([level({}, 0), level({}, 4), level({}, 5), level({}, 6), level({}, 7), level({}, 8), level({}, 9)]).toEqual([
      6,
      6,
      8,
      8,
      10,
      10,
      null,
    ]);
    expect(level({ beds: 'any', baths: 'any', features: [], sort: 'price-low-high' })).toBe(6);
    expect(level({ beds: '3', baths: '2', searchPropertyType: 'condo', searchThis: 'Texas', priceMin: 100_000, priceMax: 123_456 })).toBe(
      6,
    );
    for (const ranged of [
      { baths: '2', sizeMax: 2000 },
      { lotMin: 1 },
      { yearMin: 1990, yearMax: 1999, searchThis: 'Texas' },
    ] as TSearchCriteria[]) {
      expect(level(ranged), JSON.stringify(ranged)).toBe(6);
    }
    expect(level({ listedWithin: 'past-30-days', beds: '2' })).toBe(6);
    expect(level({ features: ['pool'], baths: '2' })).toBe(6);
    expect(level({ features: ['pool', 'gazebo'] })).toBe(6);
    // A price and one more: from the price slices, kept at the coarsest level only.
    for (const priced of [
      { priceMax: 500_000, sizeMin: 900 },
      { listedWithin: 'past-30-days', priceMin: 1 },
      { priceMin: 250_000, features: ['pool', 'gazebo'] },
    ] as TSearchCriteria[]) {
      expect([level(priced, 2), level(priced, 4), level(priced, 5)], JSON.stringify(priced)).toEqual([6, 6, null]);
    }
    const grouped = [
      ...[
        { lotMin: 1, yearMin: 1990 },
        { features: ['pool', 'gazebo', 'sauna'] },
        { features: ['pool'], yearMin: 2000 },
        { priceMax: 500_000, sizeMin: 900, yearMin: 2000 },
      ],
      // Three features count as two banded filters; a price range inside one slice covers none.
      ...[
        { priceMax: 500_000, features: ['pool', 'gazebo', 'sauna'] },
        { priceMin: 410_000, priceMax: 420_000, yearMin: 2000 },
      ],
    ];
    for (const filtered of grouped as TSearchCriteria[]) {
      expect(level(filtered), JSON.stringify(filtered)).toBeNull();
    }
    expect(level({ searchThis: 'Austin, TX' })).toBeNull();
    expect(level({ searchThis: '78704' })).toBeNull();
    expect(level({ searchThis: 'pool with garden view' })).toBeNull();
  });

  it('a lone listing zoomed out still carries its id and price; a listing the viewer hid is taken out', async () => {
    const lone = await seedListing(db, {
      latitude: -45.03,
      longitude: 168.66,
      city: 'Queenstown',
      state: null,
      country: 'nz',
      status: 'active',
      complete: true,
      priceMinor: 123_456_00,
    });
    const area = { bounds: { south: -50, west: 160, north: -30, east: 180 }, zoom: 4, criteria: {} };
    const visitor = httpClient(app);
    const seen = await visitor.post('/api/v1/properties/search/map', area);
    expect(seen.json().data).toEqual({
      total: 1,
      points: [{ lat: -45.03, lng: 168.66, count: 1, listing: { _id: lone.id, price: { amount: 123_456_00, currency: lone.currency } } }],
    });

    const person = httpClient(app);
    const { account } = await signUp(person);
    await db.insert(hiddenListings).values({ accountId: account._id, listingId: lone.id });
    expect((await person.post('/api/v1/properties/search/map', area)).json().data).toEqual({ total: 0, points: [] });

    const us = { bounds: contiguousUs, zoom: 4, criteria: {} };
    const [hiddenInUs] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(sql`${publicListing} and ${listings.state} = 'CA'`)
      .limit(1);
    await db.insert(hiddenListings).values({ accountId: account._id, listingId: hiddenInUs!.id });
    const everyone = (await visitor.post('/api/v1/properties/search/map', us)).json().data as TMapResults;
    const theirs = (await person.post('/api/v1/properties/search/map', us)).json().data as TMapResults;
    expect(theirs.total).toBe(everyone.total - 1);
    expect(theirs.points.reduce((sum, point) => sum + point.count, 0)).toBe(everyone.total - 1);
  });

  it('hold the search steps of every range, and split a price range into whole bands and the rest', async () => {
    const result = await db.execute(sql`select listing_price_steps() as steps`);
    expect(rowsOf<{ steps: (string | number)[] }>(result)[0]?.steps.map(Number)).toEqual(PRICE_STEPS_MINOR);
    const slices = await db.execute(sql`select listing_price_slices() as slices`);
    expect(rowsOf<{ slices: (string | number)[] }>(slices)[0]?.slices.map(Number)).toEqual(PRICE_SLICES_MINOR);
    // Slices are prices the price boxes suggest.
    expect(PRICE_SLICES_MINOR.filter((slice) => !PRICE_STEPS_MINOR.includes(slice))).toEqual([]);
    for (const dimension of Object.keys(RANGE_DIMENSIONS) as RangeDimension[]) {
      const held = await db.execute(sql`select listing_range_steps(${dimension}) as steps`);
      expect(rowsOf<{ steps: (string | number)[] }>(held)[0]?.steps.map(Number), dimension).toEqual(RANGE_DIMENSIONS[dimension].steps);
    }
    const features = await db.execute(sql`select listing_feature_ids() as ids`);
    expect(rowsOf<{ ids: string[] }>(features)[0]?.ids).toEqual(PROPERTY_FEATURE_IDS);
    // A listing's feature bands are those of its features and of each pair, numbered as the search numbers them.
    const held = ['solar', 'pool', 'cable-ready', 'pool', 'no-such-feature'];
    const bands = await db.execute(
      sql`select array_agg(band order by band) as bands from listing_feature_bands(${sql.raw(`array[${held.map((id) => `'${id}'`).join(',')}]`)}) as band`,
    );
    const pairs = [
      ['solar', 'pool'],
      ['solar', 'cable-ready'],
      ['pool', 'cable-ready'],
    ];
    const expected = [...['solar', 'pool', 'cable-ready'].map((id) => featureBand([id])), ...pairs.map((pair) => featureBand(pair))].sort(
      (a, b) => (a ?? 0) - (b ?? 0),
    );
    expect(rowsOf<{ bands: (string | number)[] }>(bands)[0]?.bands.map(Number)).toEqual(expected);
    expect(new Set(PROPERTY_FEATURE_IDS.flatMap((a) => PROPERTY_FEATURE_IDS.map((b) => featureBand([a, b])))).size).toBe(66);
    expect([featureBand([]), featureBand(['pool', 'sauna', 'gym'])]).toEqual([null, null]);
    const last = PRICE_STEPS_MINOR.length + 1;
    const at = (major: number) => PRICE_STEPS_MINOR.indexOf(major * 100) + 1;
    const split = (min: number | null, max: number | null) =>
      splitRange(PRICE_STEPS_MINOR, { min: min === null ? null : min * 100, max: max === null ? null : max * 100 });
    expect(split(null, null)).toEqual({ bands: { from: 0, to: last }, rest: [] });
    // Up to $400,000 included: every band below that step, and the listings priced exactly at it.
    expect(split(null, 400_000)).toEqual({ bands: { from: 0, to: at(400_000) }, rest: [{ min: 400_000_00, max: 400_000_00, sign: 1 }] });
    expect(split(null, 399_999.99)).toEqual({ bands: { from: 0, to: at(400_000) }, rest: [] });
    expect(split(250_000, 999_999.99)).toEqual({ bands: { from: at(250_000), to: at(1_000_000) }, rest: [] });
    // Ends between steps take the nearer step: $333,000 is nearer $325,000 (take away 325,000-332,999.99), $444,000 nearer $450,000 (take away 444,000.01-449,999.99).
    expect(split(333_000, 444_000)).toEqual({
      bands: { from: at(325_000), to: at(450_000) },
      rest: [
        { min: 325_000_00, max: 333_000_00 - 1, sign: -1 },
        { min: 444_000_00 + 1, max: 450_000_00 - 1, sign: -1 },
      ],
    });
    expect(split(345_000, null)).toEqual({
      bands: { from: at(350_000), to: last },
      rest: [{ min: 345_000_00, max: 350_000_00 - 1, sign: 1 }],
    });
    expect(split(null, 410_000)).toEqual({ bands: { from: 0, to: at(400_000) }, rest: [{ min: 400_000_00, max: 410_000_00, sign: 1 }] });
    // Below the first step, the lowest band less what lies under the minimum.
    expect(split(100, 1_000_000)).toEqual({
      bands: { from: 0, to: at(1_000_000) },
      rest: [
        { min: null, max: 100_00 - 1, sign: -1 },
        { min: 1_000_000_00, max: 1_000_000_00, sign: 1 },
      ],
    });
    // Narrow ranges, and ends past the last step, are read from the listings.
    expect(split(410_000, 420_000)).toEqual({ bands: null, rest: [{ min: 410_000_00, max: 420_000_00, sign: 1 }] });
    expect(split(395_000, 405_000)).toEqual({ bands: null, rest: [{ min: 395_000_00, max: 405_000_00, sign: 1 }] });
    expect(split(200_000_000, null)).toEqual({
      bands: { from: last - 1, to: last },
      rest: [{ min: 100_000_000_00, max: 200_000_000_00 - 1, sign: -1 }],
    });
    expect(split(null, 100)).toEqual({ bands: null, rest: [{ min: null, max: 100_00, sign: 1 }] });
  });
});
