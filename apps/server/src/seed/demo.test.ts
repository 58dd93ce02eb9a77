import { FEATURED_CITIES } from '@app/shared/constants/featured-cities';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { accounts, listings } from '../db/schema/index';
import { CLOSING_COMPANIES } from './data/companies';
import { generateDemoChunk } from './demo-data';
import { generateServiceProviders } from './demo-service-providers';
import { countDemoListings, DEFAULT_DEMO, resetDemo, seedDemo, seedDemoIfEmpty } from './demo';
import { seedAccount, seedListing } from './factories';

const { app, db } = await createTestApp();
const PROVIDERS = generateServiceProviders(DEFAULT_DEMO.seed, new Date());
// Owners of the default set (one per eight listings, per chunk), one officer per closing company, and the directory's providers.
const DEFAULT_ACCOUNTS = 63 + 125 + CLOSING_COMPANIES.length + PROVIDERS.accounts.length;

const countRows = async () => {
  const [l] = await db.select({ n: count() }).from(listings);
  const [a] = await db.select({ n: count() }).from(accounts);
  return { listings: l?.n ?? 0, accounts: a?.n ?? 0 };
};

// The tests share one database and build on each other, in order. Seeding the default set (a
// thousand listings and their owners) takes seconds on a quiet machine and more under CI's load.
describe('demo seed', { timeout: 60_000 }, () => {
  it('seedDemoIfEmpty seeds the default demo set into an empty database', async () => {
    await seedDemoIfEmpty(db);
    expect(await countRows()).toEqual({ listings: DEFAULT_DEMO.listings, accounts: DEFAULT_ACCOUNTS });
    expect(await countDemoListings(db)).toBe(DEFAULT_DEMO.listings);
  });

  it('seedDemoIfEmpty adds nothing when listings already exist (a restart keeps the data)', async () => {
    const before = await countRows();
    await seedDemoIfEmpty(db);
    expect(await countRows()).toEqual(before);
  });

  it('the seeded rows are exactly what the generator produces, ids included', async () => {
    const expected = generateDemoChunk({ ...DEFAULT_DEMO, referenceDate: new Date() }, 0).listings[5];
    if (!expected) throw new Error('no listing generated');
    const [row] = await db.select().from(listings).where(eq(listings.id, expected.id));
    const { publishedAt: _p, createdAt: _c, updatedAt: _u, expiresAt: _x, ...stable } = expected;
    expect(row).toMatchObject(stable);
  });

  it('the home page shows 12 featured properties and every featured city has listings', async () => {
    const featured = await app.inject({ method: 'GET', url: '/api/v1/properties/featured?limit=12' });
    expect(featured.json().data).toHaveLength(12);
    const cities = await app.inject({ method: 'GET', url: '/api/v1/properties/featured-cities' });
    const data = cities.json().data as { city: string; listingCount: number }[];
    expect(data.map((c) => c.city)).toEqual(FEATURED_CITIES.map((c) => c.city));
    for (const city of data) expect(city.listingCount, city.city).toBeGreaterThan(0);
  });

  it('the directory lists the demo appraisers serving a busy city, first those serving the searched postal code', async () => {
    const served = PROVIDERS.serviceAreas[0]!;
    const res = await app.inject({ method: 'GET', url: `/api/v1/searchProfessional?profession=appraiser&postalCode=${served.postalCode}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { results: { _id: string; servesArea: boolean }[]; total: number } };
    expect(data.total).toBe(PROVIDERS.profiles.filter((p) => p.profession === 'appraiser').length);
    expect(data.results.map((card) => [card._id, card.servesArea]).slice(0, 2)).toEqual([
      [served.accountId, true],
      [expect.any(String), false],
    ]);
    const profile = await app.inject({ method: 'GET', url: `/api/v1/professionals/${served.accountId}?zipCode=${served.postalCode}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ _id: served.accountId, profession: 'appraiser' });
  });

  it('seedAccount and seedListing insert one row each with realistic defaults, overrides winning', async () => {
    const owner = await seedAccount(db, { firstName: 'Ada' });
    expect(owner.firstName).toBe('Ada');
    expect(owner.email).toMatch(/@example\.org$/);
    const other = await seedAccount(db);
    expect(other.email).not.toBe(owner.email);

    const listing = await seedListing(db, { ownerId: owner.id, city: 'Boston', state: 'MA', beds: 2, baths: 1, priceMinor: 123_400_00 });
    expect(listing).toMatchObject({
      ownerId: owner.id,
      city: 'Boston',
      beds: 2,
      priceMinor: 123_400_00,
      status: 'active',
      complete: true,
      featured: false,
      listingKey: null,
    });
    expect(listing.title!.length).toBeGreaterThan(5);
    expect(listing.photos.length).toBeGreaterThanOrEqual(3);

    const standalone = await seedListing(db);
    const [standaloneOwner] = await db.select().from(accounts).where(eq(accounts.id, standalone.ownerId));
    expect(standaloneOwner).toBeDefined();
  });

  it('resetDemo removes demo listings and demo owners and leaves everyone else alone', async () => {
    const before = await countRows();
    const removed = await resetDemo(db);
    expect(removed).toEqual({ listings: DEFAULT_DEMO.listings, communities: 8, accounts: DEFAULT_ACCOUNTS });
    expect(await countRows()).toEqual({ listings: before.listings - removed.listings, accounts: before.accounts - removed.accounts });
    expect(await countDemoListings(db)).toBe(0);
  });

  it('seedDemo inserts any size in chunks and reports progress after each chunk', async () => {
    const progress: number[] = [];
    const result = await seedDemo(db, { listings: 1_100, seed: 7, onProgress: (done) => progress.push(done) });
    expect(result).toEqual({ listings: 1_100, communities: 6, accounts: 125 + 13 + CLOSING_COMPANIES.length + PROVIDERS.accounts.length });
    expect(progress).toEqual([1_000, 1_100]);
    expect(await countDemoListings(db)).toBe(1_100);
  });
});
