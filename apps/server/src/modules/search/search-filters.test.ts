import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { seedSearchFixture } from './search.fixtures';

const { app, db } = await createTestApp();
const { listed } = await seedSearchFixture(db);
const visitor = httpClient(app);
const ids = (...names: (keyof typeof listed)[]) => names.map((name) => listed[name].id).sort();

/** The ids a search finds (all pages' worth: page size 50), sorted for comparison. */
async function found(criteria: TSearchCriteria): Promise<string[]> {
  const res = await visitor.post('/api/v1/properties/search?page=50', criteria);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .data.data.map((card: { _id: string }) => card._id)
    .sort();
}

describe('search filters: each narrows to exactly the listings that meet it', () => {
  it('no criteria finds every public listing', async () => {
    expect(await found({})).toEqual(ids(...(Object.keys(listed) as (keyof typeof listed)[])));
  });

  it.each([
    ['single-family', ['bungalow', 'estate']],
    ['multi-family', []],
    ['apartment', ['studio', 'lisbon']],
    ['condo', ['condo']],
    ['townhouse', ['townhouse']],
    ['manufactured', []],
    ['lot-land', ['land']],
    ['new-construction', ['condo', 'newBuild']],
    ['foreclosure', ['foreclosure']],
    ['open-house', ['openHouse']],
  ] as const)('property type %s (house counts as single family; new construction includes new developments)', async (type, names) => {
    expect(await found({ searchPropertyType: type })).toEqual(ids(...names));
  });

  it('price range is whole dollars, both ends inclusive', async () => {
    expect(await found({ priceMin: 320_000, priceMax: 450_000 })).toEqual(ids('bungalow', 'condo', 'townhouse', 'lisbon'));
    expect(await found({ priceMin: 600_000 })).toEqual(ids('estate', 'newBuild'));
    expect(await found({ priceMax: 180_000 })).toEqual(ids('land', 'foreclosure'));
  });

  it('beds: at least the count (choosing 3+ keeps 4- and 6-bed homes), 0 for studios only, 5+ for five or more', async () => {
    expect(await found({ beds: '0' })).toEqual(ids('studio', 'land'));
    expect(await found({ beds: '1' })).toEqual(
      ids('bungalow', 'condo', 'estate', 'townhouse', 'newBuild', 'foreclosure', 'openHouse', 'lisbon'),
    );
    expect(await found({ beds: '3' })).toEqual(ids('bungalow', 'townhouse', 'foreclosure', 'newBuild', 'estate'));
    expect(await found({ beds: '4' })).toEqual(ids('newBuild', 'estate'));
    expect(await found({ beds: '5-plus' })).toEqual(ids('estate'));
    expect(await found({ beds: 'any' })).toHaveLength(Object.keys(listed).length);
  });

  it('baths: at least the count, or 5+', async () => {
    expect(await found({ baths: '2' })).toEqual(ids('bungalow', 'estate', 'townhouse', 'newBuild', 'foreclosure', 'openHouse'));
    expect(await found({ baths: '3' })).toEqual(ids('townhouse', 'newBuild', 'estate'));
    expect(await found({ baths: '5-plus' })).toEqual(ids('estate'));
  });

  it('size, lot and year built ranges; listings without the value do not match a range', async () => {
    expect(await found({ sizeMin: 2_000, sizeMax: 3_000 })).toEqual(ids('townhouse', 'newBuild'));
    expect(await found({ lotMin: 20_000 })).toEqual(ids('estate', 'land'));
    expect(await found({ yearMin: 2000, yearMax: 2020 })).toEqual(ids('estate', 'townhouse'));
    expect(await found({ yearMax: 1930 })).toEqual(ids('openHouse', 'lisbon'));
  });

  it('listing type', async () => {
    expect(await found({ listingType: 'new-development' })).toEqual(ids('condo', 'newBuild'));
  });

  it('listed within the past 30 or 60 days', async () => {
    expect(await found({ listedWithin: 'past-30-days' })).toEqual(
      ids('bungalow', 'condo', 'land', 'townhouse', 'newBuild', 'openHouse', 'lisbon'),
    );
    expect(await found({ listedWithin: 'past-60-days' })).toEqual(
      ids('bungalow', 'condo', 'studio', 'land', 'townhouse', 'newBuild', 'foreclosure', 'openHouse', 'lisbon'),
    );
  });

  it('features: listings with all of the given features', async () => {
    expect(await found({ features: ['pool'] })).toEqual(ids('bungalow', 'estate', 'townhouse'));
    expect(await found({ features: ['pool', 'sauna'] })).toEqual(ids('estate'));
    expect(await found({ features: ['gazebo'] })).toEqual([]);
  });

  it('bounds: only listings inside the map box', async () => {
    expect(await found({ bounds: { south: 30.2, west: -97.8, north: 30.35, east: -97.7 } })).toEqual(ids('bungalow', 'condo', 'studio'));
  });

  it('bounds across the 180th meridian are two boxes', async () => {
    expect(await found({ bounds: { south: 30, west: 170, north: 40, east: -96 } })).toEqual(
      ids('bungalow', 'condo', 'studio', 'estate', 'land', 'townhouse', 'newBuild'),
    );
  });

  it('text that is not a place matches words of the title, description or address (stemmed)', async () => {
    expect(await found({ searchThis: 'pool' })).toEqual(ids('bungalow', 'condo', 'estate', 'townhouse'));
    expect(await found({ searchThis: 'tiled facades' })).toEqual(ids('lisbon'));
    expect(await found({ searchThis: 'Wycliff' })).toEqual(ids('townhouse'));
    expect(await found({ searchThis: 'skyline condo' })).toEqual(ids('condo'));
    expect(await found({ searchThis: 'castle' })).toEqual([]);
  });

  it('filters combine', async () => {
    expect(await found({ searchThis: 'pool', beds: '3', priceMax: 450_000, features: ['pool'], listedWithin: 'past-30-days' })).toEqual(
      ids('bungalow', 'townhouse'),
    );
  });
});
