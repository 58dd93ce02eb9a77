import { MESSAGES } from '@app/shared/messages/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { httpClient, signUp } from '../../../test/http-client';
import { hiddenListings, listings } from '../../db/schema/index';
import { seedSearchFixture } from './search.fixtures';

const { app, db } = await createTestApp();
const { listed, notPublic } = await seedSearchFixture(db);
const visitor = httpClient(app);
const everyPublicId = Object.values(listed)
  .map((row) => row.id)
  .sort();
const austinMap = { bounds: { south: 30, west: -98, north: 30.5, east: -97.5 }, zoom: 18 };

const foundIds = (res: { json(): { data: { data: { _id: string }[] } } }) =>
  res
    .json()
    .data.data.map((card) => card._id)
    .sort();
const mapIds = (res: { json(): { data: { points: { listing: { _id: string } | null }[] } } }) =>
  res
    .json()
    .data.points.flatMap((point) => (point.listing ? [point.listing._id] : []))
    .sort();

describe('what search never shows', () => {
  it('drafts, unpaid, owner-hidden, pending and expired listings, even when they match best', async () => {
    const res = await visitor.post('/api/v1/properties/search?page=50', { searchThis: 'sunlit bungalow pool' });
    expect(foundIds(res)).toEqual([listed.bungalow.id]);
    const all = foundIds(await visitor.post('/api/v1/properties/search?page=50', {}));
    for (const row of Object.values(notPublic)) expect(all).not.toContain(row.id);
    const map = mapIds(await visitor.post('/api/v1/properties/search/map', { criteria: {}, ...austinMap }));
    for (const row of Object.values(notPublic)) expect(map).not.toContain(row.id);
  });

  it('listings the signed-in person hid, in the list and on the map; others still see them', async () => {
    const person = httpClient(app);
    const { account } = await signUp(person);
    await db.insert(hiddenListings).values({ accountId: account._id, listingId: listed.bungalow.id });
    const theirs = foundIds(await person.post('/api/v1/properties/search?page=50', {}));
    expect(theirs).toEqual(everyPublicId.filter((id) => id !== listed.bungalow.id));
    expect(mapIds(await person.post('/api/v1/properties/search/map', { criteria: {}, ...austinMap }))).not.toContain(listed.bungalow.id);
    expect(foundIds(await visitor.post('/api/v1/properties/search?page=50', {}))).toEqual(everyPublicId);
  });
});

describe('bad search values are a 400 with the message, never a 500', () => {
  it.each([
    ['priceMin', { priceMin: -1 }, MESSAGES.invalidInput],
    ['priceMin', { priceMin: 'cheap' }, MESSAGES.invalidInput],
    ['priceMax', { priceMax: 1.5 }, MESSAGES.invalidInput],
    ['priceMax', { priceMin: 500_000, priceMax: 100_000 }, MESSAGES.minAboveMax],
    ['yearMax', { yearMin: 2000, yearMax: 1990 }, MESSAGES.minAboveMax],
    ['beds', { beds: '6' }, MESSAGES.invalidInput],
    ['baths', { baths: 3 }, MESSAGES.invalidInput],
    ['sort', { sort: 'cheapest' }, MESSAGES.invalidInput],
    ['searchPropertyType', { searchPropertyType: 'castle' }, MESSAGES.invalidInput],
    ['listingType', { listingType: 'auction' }, MESSAGES.invalidInput],
    ['listedWithin', { listedWithin: 'past-7-days' }, MESSAGES.invalidInput],
    ['features.0', { features: ['jetpack'] }, MESSAGES.invalidInput],
    ['bounds.north', { bounds: { south: 40, west: -98, north: 30, east: -97 } }, MESSAGES.invalidInput],
    ['bounds.south', { bounds: { south: -91, west: -98, north: 30, east: -97 } }, MESSAGES.invalidInput],
    ['radiusMiles', { radiusMiles: 0 }, MESSAGES.invalidInput],
    ['yearMin', { yearMin: 1500 }, MESSAGES.invalidInput],
    ['searchThis', { searchThis: 'x'.repeat(201) }, MESSAGES.invalidInput],
  ])('%s in %j', async (field, body, message) => {
    const res = await visitor.post('/api/v1/properties/search', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUTS', message: MESSAGES.invalidInputsPleaseFix });
    expect(res.json().fields[field]).toBe(message);
  });

  it.each(['pageNo=0', 'pageNo=1001', 'pageNo=two', 'page=0', 'page=51', 'page=1;drop', 'pageNo=1.5'])('paging %s', async (query) => {
    const res = await visitor.post(`/api/v1/properties/search?${query}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[query.split('=')[0] as string]).toBe(MESSAGES.invalidInput);
  });

  it('a body that is not an object', async () => {
    const res = await visitor.post('/api/v1/properties/search', ['pool']);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('map: a bad zoom or area', async () => {
    for (const body of [
      { criteria: {}, bounds: austinMap.bounds, zoom: 23 },
      { criteria: {}, bounds: { south: 1 }, zoom: 3 },
      { criteria: { beds: 'x' }, ...austinMap },
    ]) {
      const res = await visitor.post('/api/v1/properties/search/map', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUTS');
    }
  });
});

describe('SQL and pattern metacharacters in the search box are plain text', () => {
  const hostile = [
    '%',
    '_',
    '%%',
    "'",
    '"',
    '\\',
    '\\%',
    "' or '1'='1",
    "'; drop table listings; --",
    '%pool%',
    'p_ol',
    ':*',
    '!pool',
    'pool & !',
    '(',
    '<->',
    'select * from listings',
    '😀',
  ];

  it.each(hostile)('%j matches nothing it does not contain, in the list and on the map', async (searchThis) => {
    const list = await visitor.post('/api/v1/properties/search?page=50', { searchThis });
    expect(list.statusCode, list.body).toBe(200);
    expect(foundIds(list).length).toBeLessThan(everyPublicId.length);
    const map = await visitor.post('/api/v1/properties/search/map', { criteria: { searchThis }, ...austinMap });
    expect(map.statusCode, map.body).toBe(200);
  });

  it('a NUL (which PostgreSQL text cannot hold) is read as a space', async () => {
    expect(foundIds(await visitor.post('/api/v1/properties/search', { searchThis: 'sky\u0000line' }))).toEqual([]);
    expect(foundIds(await visitor.post('/api/v1/properties/search', { searchThis: 'skyline\u0000' }))).toEqual([listed.condo.id]);
  });

  it('words next to metacharacters still match as words', async () => {
    expect(foundIds(await visitor.post('/api/v1/properties/search', { searchThis: '100%' }))).toEqual([listed.lisbon.id]);
    expect(foundIds(await visitor.post('/api/v1/properties/search', { searchThis: "O'Neill" }))).toEqual([listed.lisbon.id]);
    expect(foundIds(await visitor.post('/api/v1/properties/search', { searchThis: '"quiet street"' }))).toEqual([listed.bungalow.id]);
  });

  it('the listings are all still there', async () => {
    const rows = await db.select({ id: listings.id }).from(listings);
    expect(rows.length).toBe(Object.keys(listed).length + Object.keys(notPublic).length);
  });
});

const broken = await createTestDatabase();
const { app: brokenApp } = await createTestApp({}, { database: broken });

describe('when the search itself fails', () => {
  it("answers success false with the spec's 'An error has occured', and logs the cause", async () => {
    await broken.close();
    const res = await httpClient(brokenApp).post('/api/v1/properties/search', { searchThis: 'pool' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: MESSAGES.anErrorHasOccured, code: 'AN_ERROR_HAS_OCCURED' });
  });
});
