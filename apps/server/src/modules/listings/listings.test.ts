import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { seedListing } from '../../seed/factories';

const { app, db } = await createTestApp();

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
const newest = await seedListing(db, {
  featured: true,
  publishedAt: new Date(now - day),
  city: 'Austin',
  state: 'TX',
  title: 'Newest featured',
});
const older = await seedListing(db, {
  featured: true,
  publishedAt: new Date(now - 5 * day),
  city: 'Austin',
  state: 'TX',
  title: 'Older featured',
});
await seedListing(db, { featured: false, publishedAt: new Date(now - day), city: 'Austin', state: 'TX', title: 'Not featured' });
const draft = await seedListing(db, {
  featured: true,
  status: 'draft',
  complete: false,
  publishedAt: new Date(now),
  city: 'Boston',
  state: 'MA',
});
const hidden = await seedListing(db, { featured: true, hidden: true, publishedAt: new Date(now), city: 'Boston', state: 'MA' });
await seedListing(db, { city: 'Austin', state: 'MN' }); // same name, other state: not the featured Austin

describe('GET /api/v1/properties/featured', () => {
  it('lists featured public listings, newest first, as cards', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/properties/featured' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.map((card: { _id: string }) => card._id)).toEqual([newest.id, older.id]);
    const card = data[0];
    expect(card).toMatchObject({
      _id: newest.id,
      title: 'Newest featured',
      price: { amount: newest.priceMinor, currency: 'USD' },
      beds: newest.beds,
      baths: newest.baths,
      address: { city: 'Austin', state: 'TX', zip: newest.zip, street: newest.street },
      location: { type: 'Point', coordinates: [newest.longitude, newest.latitude] },
    });
    expect(card.photo.url).toBe(newest.photos[0]?.url);
  });

  it('never shows drafts or hidden listings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/properties/featured?limit=24' });
    const ids = res.json().data.map((card: { _id: string }) => card._id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(hidden.id);
  });

  it('respects the limit', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/properties/featured?limit=1' });
    expect(res.json().data).toHaveLength(1);
  });

  it.each(['0', '25', 'ten', '-1'])('rejects limit=%s with a 400, not a 500', async (limit) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/properties/featured?limit=${limit}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUTS' });
    expect(res.json().fields.limit).toBeTruthy();
  });
});

describe('GET /api/v1/properties/featured-cities', () => {
  it("lists the spec's nine featured cities in order with their public listing counts", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/properties/featured-cities' });
    expect(res.statusCode).toBe(200);
    const cities = res.json().data;
    expect(cities.map((c: { city: string }) => c.city)).toEqual([
      'Atlanta',
      'Austin',
      'Baltimore',
      'Boston',
      'New York',
      'Washington',
      'Chicago',
      'Dallas',
      'Los Angeles',
    ]);
    expect(cities.find((c: { city: string }) => c.city === 'Austin')).toEqual({ city: 'Austin', state: 'TX', listingCount: 3 });
    expect(cities.find((c: { city: string }) => c.city === 'Boston').listingCount).toBe(0);
  });
});
