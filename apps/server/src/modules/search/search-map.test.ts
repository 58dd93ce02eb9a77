import type { TMapPoint } from '@app/shared/search/search.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { seedSearchFixture } from './search.fixtures';
import { clusterCellDegrees } from './search-map.service';

const { app, db } = await createTestApp();
const { listed } = await seedSearchFixture(db);
const visitor = httpClient(app);
type Name = keyof typeof listed;

const texas = { south: 25, west: -107, north: 37, east: -93 };
const austin = { south: 30, west: -98, north: 30.5, east: -97.5 };

async function map(body: object) {
  const res = await visitor.post('/api/v1/properties/search/map', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { points: TMapPoint[]; total: number };
}
const single = (name: Name) => {
  const row = listed[name];
  return { lat: row.latitude, lng: row.longitude, count: 1, listing: { _id: row.id, price: { amount: row.priceMinor, currency: 'USD' } } };
};
const byLat = (a: TMapPoint, b: TMapPoint) => a.lat - b.lat;

describe('search map: matching listings in the visible area, clustered by zoom', () => {
  it('a cluster cell is 90 degrees at zoom 0 and halves with each zoom level', () => {
    expect(clusterCellDegrees(0)).toBe(90);
    expect(clusterCellDegrees(1)).toBe(45);
    expect(clusterCellDegrees(10)).toBeCloseTo(90 / 1024);
  });

  it('zoomed out, one cluster with the count and the mean position, no listing', async () => {
    const { points, total } = await map({ criteria: {}, bounds: texas, zoom: 3 });
    const texans: Name[] = ['bungalow', 'condo', 'studio', 'estate', 'land', 'townhouse', 'newBuild', 'foreclosure', 'openHouse'];
    const mean = (pick: (name: Name) => number) => texans.reduce((sum, name) => sum + pick(name), 0) / texans.length;
    expect(total).toBe(9);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ count: 9, listing: null });
    expect(points[0]?.lat).toBeCloseTo(
      mean((name) => listed[name].latitude ?? 0),
      6,
    );
    expect(points[0]?.lng).toBeCloseTo(
      mean((name) => listed[name].longitude ?? 0),
      6,
    );
  });

  it('zoomed in, every listing is its own point with its id and price', async () => {
    const { points, total } = await map({ criteria: {}, bounds: austin, zoom: 16 });
    expect(total).toBe(5);
    expect([...points].sort(byLat)).toEqual((['land', 'bungalow', 'condo', 'studio', 'estate'] as const).map(single));
  });

  it('in between, the biggest clusters come first and the counts add up to the total', async () => {
    const { points, total } = await map({ criteria: {}, bounds: texas, zoom: 6 });
    expect(total).toBe(9);
    expect(points.reduce((sum, point) => sum + point.count, 0)).toBe(9);
    expect(points.map((point) => point.count)).toEqual([...points.map((point) => point.count)].sort((a, b) => b - a));
    expect(points.map((point) => point.count)).toEqual([5, 2, 2]); // Austin, Dallas, Houston
  });

  it('the criteria filter the map; the map area replaces their bounds', async () => {
    const { points, total } = await map({ criteria: { beds: '3', bounds: austin }, bounds: texas, zoom: 16 });
    expect(total).toBe(5);
    expect([...points].sort(byLat)).toEqual((['foreclosure', 'bungalow', 'estate', 'townhouse', 'newBuild'] as const).map(single));
  });

  it('nothing in the area: no points, total 0', async () => {
    expect(await map({ criteria: {}, bounds: { south: 0, west: 0, north: 1, east: 1 }, zoom: 10 })).toEqual({ points: [], total: 0 });
  });
});
