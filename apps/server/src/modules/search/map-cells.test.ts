import type { TBounds, TMapResults, TSearchCriteria } from '@app/shared/search/search.schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp } from '../../../test/http-client';
import { seedDemo } from '../../db/seed/demo';
import { seedListing } from '../../db/seed/factories';
import { hiddenListings, listingMapCells, listingMapPriceCells, listings } from '../../db/schema/index';
import { publicListing } from '../listings/listings.repo';
import { PRICE_STEPS_MINOR, splitPriceRange } from './price-bands';
import { MAP_CELL_LEVELS } from './map-cells.repo';
import { mapFromListings, mapPlanned, storedLevelFor } from './search-map.service';
import { planSearch } from './search-plan';

const { app, db } = await createTestApp();
await seedDemo(db, { listings: 600, seed: 11 });

const contiguousUs: TBounds = { south: 24, west: -125, north: 50, east: -66 };

/** listing_map_cells as it should be: the public listings grouped afresh. */
async function cellsFromListings(level: number) {
  const size = sql.raw(String(90 / 2 ** level));
  const result = await db.execute<CellRow>(sql`
    select concat_ws(':', floor(${listings.longitude} / ${size}), floor(${listings.latitude} / ${size}), ${listings.country},
                     coalesce(${listings.state}, ''), coalesce(${listings.propertyType}, ''), ${listings.listingType}, coalesce(least(${listings.beds}, 5), -1),
                     coalesce(least(${listings.baths}, 5), -1)) as key,
           count(*)::int as n, sum(${listings.latitude})::float8 as lat, sum(${listings.longitude})::float8 as lng
    from ${listings} where ${publicListing} and ${listings.latitude} is not null and ${listings.longitude} is not null
    group by 1 order by 1`);
  return rowsOf(result);
}

async function storedCells(level: number) {
  const result = await db.execute<CellRow>(sql`
    select concat_ws(':', ${listingMapCells.cellX}, ${listingMapCells.cellY}, ${listingMapCells.country}, ${listingMapCells.state},
                     ${listingMapCells.propertyType}, ${listingMapCells.listingType}, ${listingMapCells.beds}, ${listingMapCells.baths}) as key,
           ${listingMapCells.listings} as n, ${listingMapCells.latitudeSum} as lat, ${listingMapCells.longitudeSum} as lng
    from ${listingMapCells} where ${listingMapCells.level} = ${level} and ${listingMapCells.listings} > 0 order by 1`);
  return rowsOf(result);
}

type CellRow = { key: string; n: number; lat: number; lng: number };
const rowsOf = <Row = CellRow>(result: unknown) => (result as { rows: Row[] }).rows;

/** listing_map_price_cells as it should be: per cell, how many priced public listings lie below each step, and in all. */
async function priceCellsFromListings(level: number) {
  const size = sql.raw(String(90 / 2 ** level));
  const steps = sql.raw(`array[${PRICE_STEPS_MINOR.join(',')}]::bigint[]`);
  const below = sql`p > ${PRICE_STEPS_MINOR.length} or ${listings.priceMinor} < (${steps})[p]`;
  const result = await db.execute(sql`
    select key, array_agg(n order by p) as n, array_agg(lat order by p) as lat, array_agg(lng order by p) as lng from (
      select concat_ws(':', floor(${listings.longitude} / ${size}), floor(${listings.latitude} / ${size}), ${listings.country},
                       coalesce(${listings.state}, ''), coalesce(${listings.propertyType}, ''), ${listings.listingType}, coalesce(least(${listings.beds}, 5), -1),
                       coalesce(least(${listings.baths}, 5), -1)) as key, p,
             (count(*) filter (where ${below}))::int as n, coalesce(sum(${listings.latitude}) filter (where ${below}), 0)::float8 as lat,
             coalesce(sum(${listings.longitude}) filter (where ${below}), 0)::float8 as lng
      from ${listings} cross join generate_series(1, ${PRICE_STEPS_MINOR.length + 1}) as p
      where ${publicListing} and ${listings.latitude} is not null and ${listings.longitude} is not null and ${listings.priceMinor} is not null
      group by 1, 2) as below
    group by key order by key`);
  return rowsOf<PriceCellRow>(result);
}

async function storedPriceCells(level: number) {
  const t = listingMapPriceCells;
  const result = await db.execute(sql`
    select concat_ws(':', ${t.cellX}, ${t.cellY}, ${t.country}, ${t.state}, ${t.propertyType}, ${t.listingType}, ${t.beds}, ${t.baths}) as key,
           ${t.listingsBelow} as n, ${t.latitudeBelow} as lat, ${t.longitudeBelow} as lng
    from ${t} where ${t.level} = ${level} and ${t.listingsBelow}[${PRICE_STEPS_MINOR.length + 1}] > 0 order by 1`);
  return rowsOf<PriceCellRow>(result);
}

type PriceCellRow = { key: string; n: number[]; lat: number[]; lng: number[] };

async function expectCellsMatchListings() {
  for (const level of MAP_CELL_LEVELS) {
    const [expected, stored] = [await cellsFromListings(level), await storedCells(level)];
    expect(stored.map((row) => [row.key, row.n])).toEqual(expected.map((row) => [row.key, row.n]));
    stored.forEach((row, i) => {
      expect(row.lat).toBeCloseTo(expected[i]?.lat ?? Number.NaN, 6);
      expect(row.lng).toBeCloseTo(expected[i]?.lng ?? Number.NaN, 6);
    });
    const [expectedPriced, storedPriced] = [await priceCellsFromListings(level), await storedPriceCells(level)];
    expect(storedPriced.map((row) => [row.key, row.n])).toEqual(expectedPriced.map((row) => [row.key, row.n]));
    storedPriced.forEach((row, i) => {
      row.lat.forEach((sum, p) => expect(sum).toBeCloseTo(expectedPriced[i]?.lat[p] ?? Number.NaN, 6));
      row.lng.forEach((sum, p) => expect(sum).toBeCloseTo(expectedPriced[i]?.lng[p] ?? Number.NaN, 6));
    });
  }
}

/** The same clusters, positions to within rounding: the two ways of clustering sum in different orders. */
function expectSameClusters(actual: TMapResults, expected: TMapResults, label: string) {
  const inOrder = (map: TMapResults) => [...map.points].sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng);
  const [got, want] = [inOrder(actual), inOrder(expected)];
  expect({ total: actual.total, counts: got.map((p) => [p.count, p.listing]) }, label).toEqual({ total: expected.total, counts: want.map((p) => [p.count, p.listing]) });
  got.forEach((point, i) => {
    expect(point.lat, label).toBeCloseTo(want[i]?.lat ?? Number.NaN, 6);
    expect(point.lng, label).toBeCloseTo(want[i]?.lng ?? Number.NaN, 6);
  });
}

describe('map cells: public listings counted per grid cell, kept by the database', () => {
  it('hold exactly the public listings, per level, cell, place and type, and by price band', async () => {
    expect((await storedCells(MAP_CELL_LEVELS[0])).length).toBeGreaterThan(0);
    expect((await storedPriceCells(MAP_CELL_LEVELS[0])).length).toBeGreaterThan(0);
    await expectCellsMatchListings();
  });

  it('follow every write: a new listing, expiry, a move, the owner hiding one, a deletion, several rows at once, price changes', async () => {
    const [first, second, third, fourth, fifth] = await db.select({ id: listings.id }).from(listings).where(publicListing).limit(5);
    await seedListing(db, { latitude: 40.7, longitude: -74, city: 'New York', state: 'NY', status: 'active', complete: true });
    await db.update(listings).set({ status: 'expired' }).where(eq(listings.id, first!.id));
    await db.update(listings).set({ latitude: 47.6, longitude: -122.3, state: 'WA' }).where(eq(listings.id, second!.id));
    await db.update(listings).set({ hidden: true }).where(eq(listings.id, third!.id));
    await db.update(listings).set({ title: 'A new title changes no cell' }).where(eq(listings.id, fourth!.id));
    await db.delete(listings).where(eq(listings.id, fourth!.id));
    await db.update(listings).set({ propertyType: 'condo' }).where(eq(listings.state, 'TX'));
    await db.update(listings).set({ beds: 7 }).where(eq(listings.state, 'CA'));
    await db.update(listings).set({ baths: sql`${listings.baths} + 1` }).where(eq(listings.state, 'TX'));
    await db.update(listings).set({ priceMinor: sql`${listings.priceMinor} * 3 / 2` }).where(eq(listings.state, 'FL'));
    await db.update(listings).set({ priceMinor: null }).where(eq(listings.id, fifth!.id));
    await db.update(listings).set({ priceMinor: 40_000_000 }).where(eq(listings.state, 'WA'));
    await expectCellsMatchListings();
  });

  it('give the same clusters as grouping the listings, for every zoom they serve', async () => {
    const searches: TSearchCriteria[] = [
      ...[{}, { searchPropertyType: 'condo' }, { searchPropertyType: 'single-family' }, { searchPropertyType: 'new-construction' }, { listingType: 'resale' }],
      ...[{ searchThis: 'California' }, { searchThis: 'United States' }, { beds: '0' }, { beds: '3' }, { beds: '5-plus', searchThis: 'California' }],
      // Prices at steps (bands alone), between them (bands and listings), inside one band (listings alone), open-ended.
      ...[{ priceMax: 400_000 }, { priceMin: 250_000, priceMax: 1_000_000 }, { priceMin: 333_333 }, { priceMax: 399_999 }, { priceMin: 410_000, priceMax: 420_000 }],
      ...[{ priceMin: 0, priceMax: 200_000 }, { priceMin: 300_000, priceMax: 425_000, beds: '3', searchPropertyType: 'condo' }, { priceMin: 1_000_000, searchThis: 'California' }],
      ...[{ priceMin: 333_000, priceMax: 444_000 }, { priceMin: 100, priceMax: 1_000_000 }, { priceMin: 1_440_000 }],
      ...[{ baths: '2' }, { baths: '5-plus', beds: '4' }, { baths: '1', priceMax: 500_000, searchThis: 'Texas' }],
    ] as TSearchCriteria[];
    for (const criteria of searches) {
      for (const zoom of [2, 4, 6, 8]) {
        const [plan, label] = [planSearch(criteria, null), `${JSON.stringify(criteria)} at zoom ${zoom}`];
        expect(storedLevelFor(plan, zoom), label).not.toBeNull();
        const stored = await mapPlanned(db, plan, contiguousUs, zoom);
        expect(stored.total, label).toBeGreaterThan(0);
        expectSameClusters(stored, await mapFromListings(db, plan, contiguousUs, zoom), label);
      }
    }
  });

  it('are used only where they can answer: zoomed out, and no filter beyond place, type, rooms and price', () => {
    const level = (criteria: TSearchCriteria, zoom = 4) => storedLevelFor(planSearch(criteria, null), zoom);
    expect([level({}, 0), level({}, 4), level({}, 5), level({}, 6), level({}, 7), level({}, 8), level({}, 9)]).toEqual([6, 6, 8, 8, 10, 10, null]);
    expect(level({ beds: 'any', baths: 'any', features: [], sort: 'price-low-high' })).toBe(6);
    expect(level({ beds: '3', baths: '2', searchPropertyType: 'condo', searchThis: 'Texas', priceMin: 100_000, priceMax: 123_456 })).toBe(6);
    for (const filtered of [{ baths: '2', sizeMax: 2000 }, { priceMax: 500_000, sizeMin: 900 }, { lotMin: 1 }, { yearMin: 1990 }, { listedWithin: 'past-30-days' }, { features: ['pool'] }] as TSearchCriteria[]) {
      expect(level(filtered), JSON.stringify(filtered)).toBeNull();
    }
    expect(level({ searchThis: 'Austin, TX' })).toBeNull();
    expect(level({ searchThis: '78704' })).toBeNull();
    expect(level({ searchThis: 'pool with garden view' })).toBeNull();
  });

  it('a lone listing zoomed out still carries its id and price; a listing the viewer hid is taken out', async () => {
    const lone = await seedListing(db, { latitude: -45.03, longitude: 168.66, city: 'Queenstown', state: null, country: 'nz', status: 'active', complete: true, priceMinor: 123_456_00 });
    const area = { bounds: { south: -50, west: 160, north: -30, east: 180 }, zoom: 4, criteria: {} };
    const visitor = httpClient(app);
    const seen = await visitor.post('/api/v1/properties/search/map', area);
    expect(seen.json().data).toEqual({ total: 1, points: [{ lat: -45.03, lng: 168.66, count: 1, listing: { _id: lone.id, price: { amount: 123_456_00, currency: lone.currency } } }] });

    const person = httpClient(app);
    const { account } = await signUp(person);
    await db.insert(hiddenListings).values({ accountId: account._id, listingId: lone.id });
    expect((await person.post('/api/v1/properties/search/map', area)).json().data).toEqual({ total: 0, points: [] });

    const us = { bounds: contiguousUs, zoom: 4, criteria: {} };
    const [hiddenInUs] = await db.select({ id: listings.id }).from(listings).where(sql`${publicListing} and ${listings.state} = 'CA'`).limit(1);
    await db.insert(hiddenListings).values({ accountId: account._id, listingId: hiddenInUs!.id });
    const everyone = (await visitor.post('/api/v1/properties/search/map', us)).json().data as TMapResults;
    const theirs = (await person.post('/api/v1/properties/search/map', us)).json().data as TMapResults;
    expect(theirs.total).toBe(everyone.total - 1);
    expect(theirs.points.reduce((sum, point) => sum + point.count, 0)).toBe(everyone.total - 1);
  });

  it('hold the search price steps, and split a price range into whole bands and the rest', async () => {
    const result = await db.execute(sql`select listing_price_steps() as steps`);
    expect(rowsOf<{ steps: (string | number)[] }>(result)[0]?.steps.map(Number)).toEqual(PRICE_STEPS_MINOR);
    const last = PRICE_STEPS_MINOR.length + 1;
    const at = (major: number) => PRICE_STEPS_MINOR.indexOf(major * 100) + 1;
    const split = (min: number | null, max: number | null) => splitPriceRange({ min: min === null ? null : min * 100, max: max === null ? null : max * 100 });
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
    expect(split(345_000, null)).toEqual({ bands: { from: at(350_000), to: last }, rest: [{ min: 345_000_00, max: 350_000_00 - 1, sign: 1 }] });
    expect(split(null, 410_000)).toEqual({ bands: { from: 0, to: at(400_000) }, rest: [{ min: 400_000_00, max: 410_000_00, sign: 1 }] });
    // Below the first step, the lowest band less what lies under the minimum.
    expect(split(100, 1_000_000)).toEqual({ bands: { from: 0, to: at(1_000_000) }, rest: [{ min: null, max: 100_00 - 1, sign: -1 }, { min: 1_000_000_00, max: 1_000_000_00, sign: 1 }] });
    // Narrow ranges, and ends past the last step, are read from the listings.
    expect(split(410_000, 420_000)).toEqual({ bands: null, rest: [{ min: 410_000_00, max: 420_000_00, sign: 1 }] });
    expect(split(395_000, 405_000)).toEqual({ bands: null, rest: [{ min: 395_000_00, max: 405_000_00, sign: 1 }] });
    expect(split(200_000_000, null)).toEqual({ bands: { from: last - 1, to: last }, rest: [{ min: 100_000_000_00, max: 200_000_000_00 - 1, sign: -1 }] });
    expect(split(null, 100)).toEqual({ bands: null, rest: [{ min: null, max: 100_00, sign: 1 }] });
  });
});
