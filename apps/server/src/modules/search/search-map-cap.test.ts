import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { seedDemo } from '../../seed/demo';
import { listings } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { MAX_MAP_POINTS } from './search-map.service';

const { app, db } = await createTestApp();
await seedDemo(db, { listings: 700, seed: 7 });
const publicCount = (await db.select({ id: listings.id }).from(listings).where(publicListing)).length;

describe('search map: a bounded answer', () => {
  it(`returns at most ${MAX_MAP_POINTS} points, while the total counts every match in the area`, async () => {
    expect(publicCount).toBeGreaterThan(MAX_MAP_POINTS);
    const res = await httpClient(app).post('/api/v1/properties/search/map', {
      criteria: {},
      bounds: { south: -90, west: -180, north: 90, east: 180 },
      zoom: 22,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { points, total } = res.json().data as { points: { count: number }[]; total: number };
    expect(total).toBe(publicCount);
    expect(points).toHaveLength(MAX_MAP_POINTS);
  });
});
