import { DEFAULT_RADIUS_MILES, type TPlace } from '@app/shared/search/search.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { place, seedSearchFixture } from './search.fixtures';
import { planForPlace } from './search-plan';
import { searchPlanned } from './search.service';

const { app, db } = await createTestApp();
const { listed, now } = await seedSearchFixture(db);
const visitor = httpClient(app);
type Name = keyof typeof listed;
const ids = (...names: Name[]) => names.map((name) => listed[name].id).sort();

/** The ids a search finds when `searchThis` reads as the given place (the gazetteer's part pinned). */
async function foundIn(where: TPlace, criteria: { radiusMiles?: number } = {}) {
  const results = await searchPlanned(db, planForPlace(criteria, where, null, now), { pageNo: 1, page: 50 });
  expect(results.place).toEqual(where);
  return results.data.map((card) => card._id).sort();
}

const zip78704 = place('zip', { label: '78704, Austin, TX', zip: '78704', city: 'Austin', state: 'TX', lat: 30.2428, lng: -97.7658 });
const austin = place('city', { label: 'Austin, TX', city: 'Austin', state: 'TX', lat: 30.26715, lng: -97.74306 });

describe('search by place', () => {
  it(`a ZIP code finds listings within ${DEFAULT_RADIUS_MILES} miles of its centre`, async () => {
    expect(await foundIn(zip78704)).toEqual(ids('bungalow', 'condo', 'studio'));
  });

  it('a ZIP code with a radius', async () => {
    expect(await foundIn(zip78704, { radiusMiles: 3 })).toEqual(ids('bungalow', 'condo'));
    expect(await foundIn(zip78704, { radiusMiles: 15 })).toEqual(ids('bungalow', 'condo', 'studio', 'estate', 'land'));
  });

  it('a city finds that city in that state, however far out; with a radius, what lies around it', async () => {
    expect(await foundIn(austin)).toEqual(ids('bungalow', 'condo', 'studio', 'estate', 'land'));
    expect(await foundIn(austin, { radiusMiles: 5 })).toEqual(ids('bungalow', 'condo', 'studio'));
    expect(await foundIn(place('city', { city: 'Austin', state: 'MN', lat: 43.67, lng: -92.97 }))).toEqual([]);
  });

  it('a state finds its listings; a country its own', async () => {
    expect(await foundIn(place('state', { state: 'TX', lat: 31.26, lng: -97.98 }))).toEqual(
      ids('bungalow', 'condo', 'studio', 'estate', 'land', 'townhouse', 'newBuild', 'foreclosure', 'openHouse'),
    );
    expect(await foundIn(place('country', { country: 'pt', lat: 38.7, lng: -9.1 }))).toEqual(ids('lisbon'));
    expect(await foundIn(place('city', { city: 'Lisbon', country: 'pt', lat: 38.7, lng: -9.1 }))).toEqual(ids('lisbon'));
  });
});

describe('search by place through the API (the places gazetteer reads the search box)', () => {
  async function search(searchThis: string) {
    const res = await visitor.post('/api/v1/properties/search?page=50', { searchThis });
    expect(res.statusCode, res.body).toBe(200);
    const { data, place: read } = res.json().data as { data: { _id: string }[]; place: TPlace | null };
    return { ids: data.map((card) => card._id).sort(), place: read };
  }

  it('a ZIP code, a city, a state and a country', async () => {
    expect(await search('78704')).toMatchObject({ ids: ids('bungalow', 'condo', 'studio'), place: { kind: 'zip', zip: '78704' } });
    expect(await search('Austin, TX')).toMatchObject({
      ids: ids('bungalow', 'condo', 'studio', 'estate', 'land'),
      place: { kind: 'city', city: 'Austin', state: 'TX' },
    });
    expect(await search('Texas')).toMatchObject({ place: { kind: 'state', state: 'TX' } });
    expect((await search('Texas')).ids).toHaveLength(9);
    expect(await search('Portugal')).toMatchObject({ ids: ids('lisbon'), place: { kind: 'country', country: 'pt' } });
  });

  it('reads "New York, NY" as the city listings call New York, and "pools" as a word, not Poole', async () => {
    expect((await search('New York, NY')).place).toMatchObject({ kind: 'city', city: 'New York', state: 'NY' });
    expect((await search('pools')).place).toBeNull();
  });

  it('text that is no place is matched as words, and the answer says no place was read', async () => {
    expect(await search('skyline')).toEqual({ ids: ids('condo'), place: null });
  });
});
