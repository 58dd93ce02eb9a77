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
const idsOf = (...names: Name[]) => names.map((name) => listed[name].id);
const byId = (a: string, b: string) => (a < b ? -1 : 1);
/** bungalow and townhouse cost the same; the id decides, ascending or descending. */
const tied = (order: 'asc' | 'desc') => {
  const pair = idsOf('bungalow', 'townhouse').sort(byId);
  return order === 'asc' ? pair : pair.reverse();
};

async function search(body: object, query = '') {
  const res = await visitor.post(`/api/v1/properties/search${query}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: { _id: string }[]; total: number; pageNo: number; pageSize: number; pages: number; place: unknown };
}
const order = async (body: object, query = '') => (await search(body, query)).data.map((card) => card._id);

describe('search sorts: every order is total (the id breaks ties)', () => {
  it('price low to high', async () => {
    expect(await order({ sort: 'price-low-high' })).toEqual([
      ...idsOf('land', 'foreclosure', 'studio', 'openHouse', 'condo', 'lisbon'),
      ...tied('asc'),
      ...idsOf('newBuild', 'estate'),
    ]);
  });

  it('price high to low', async () => {
    expect(await order({ sort: 'price-high-low' })).toEqual([
      ...idsOf('estate', 'newBuild'),
      ...tied('desc'),
      ...idsOf('lisbon', 'condo', 'openHouse', 'studio', 'foreclosure', 'land'),
    ]);
  });

  it('most recent: newest publication first', async () => {
    expect(await order({ sort: 'most-recent' })).toEqual(
      idsOf('townhouse', 'bungalow', 'lisbon', 'land', 'condo', 'openHouse', 'newBuild', 'studio', 'foreclosure', 'estate'),
    );
  });

  it('relevance is the default; without words or a centre it is freshness alone', async () => {
    expect(await order({})).toEqual(await order({ sort: 'most-recent' }));
    expect(await order({ sort: 'relevance' })).toEqual(await order({ sort: 'most-recent' }));
  });

  it('relevance puts words in the title before words only in the description, then the fresher', async () => {
    expect(await order({ searchThis: 'pool' })).toEqual(idsOf('bungalow', 'townhouse', 'condo', 'estate'));
  });

  it('relevance around a centre puts the nearer first, even before a fresher listing', async () => {
    // From the studio (45 days old): the condo (3 mi, 10 days) and the bungalow (5 mi, 2 days).
    const plan = planForPlace({}, place('zip', { lat: 30.3072, lng: -97.7205 }), null, now);
    const results = await searchPlanned(db, plan, { pageNo: 1, page: 10 });
    expect(results.data.map((card) => card._id)).toEqual(idsOf('studio', 'condo', 'bungalow'));
  });

  it('other sorts keep their order within a text search', async () => {
    expect(await order({ searchThis: 'pool', sort: 'price-high-low' })).toEqual([...idsOf('estate'), ...tied('desc'), ...idsOf('condo')]);
  });
});

describe('search pages (pageNo from 1, page = page size)', () => {
  const newest = idsOf('townhouse', 'bungalow', 'lisbon', 'land', 'condo', 'openHouse', 'newBuild', 'studio', 'foreclosure', 'estate');

  it('10 a page unless asked; the total and the page count', async () => {
    const results = await search({ sort: 'most-recent' });
    expect(results).toMatchObject({ total: 10, pageNo: 1, pageSize: 10, pages: 1, place: null });
    expect(results.data.map((card) => card._id)).toEqual(newest);
  });

  it('pages follow on without overlap; the last page holds the rest', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => order({ sort: 'most-recent' }, `?pageNo=${pageNo}&page=3`)));
    expect(pages).toEqual([newest.slice(0, 3), newest.slice(3, 6), newest.slice(6, 9), newest.slice(9)]);
    expect(await search({ sort: 'most-recent' }, '?pageNo=4&page=3')).toMatchObject({ total: 10, pages: 4, pageNo: 4, pageSize: 3 });
  });

  it('a page past the end is empty, with the total still right', async () => {
    const results = await search({ sort: 'most-recent' }, '?pageNo=5&page=3');
    expect(results).toMatchObject({ data: [], total: 10, pages: 4, pageNo: 5 });
  });

  it('no matches: an empty first page and no pages', async () => {
    expect(await search({ searchThis: 'castle' })).toMatchObject({ data: [], total: 0, pages: 0 });
  });

  it('the largest page size is 50', async () => {
    expect((await search({}, '?page=50')).data).toHaveLength(10);
  });
});
