import { FEATURED_CITIES } from '@app/shared/constants/featured-cities';
import { ZListingDraft } from '@app/shared/listings/listing-draft.schema';
import { validateListingSteps } from '@app/shared/listings/listing-steps';
import { describe, expect, it } from 'vitest';
import { columnsOf } from '../modules/listings/index';
import { demoCityBounds, findDemoCity } from './data/cities';
import { DEMO_PROPERTY_TYPE_IDS } from './data/property-types';
import { generateDemoChunk, generateDemoData, LISTINGS_PER_OWNER } from './demo-data';
import { PUBLISHED_WITHIN_DAYS } from './demo-listings';

const referenceDate = new Date('2026-06-01T12:00:00Z');
const options = { listings: 1500, seed: 42, referenceDate };
const chunks = [...generateDemoData(options)];
const listings = chunks.flatMap((c) => c.listings);
const accounts = chunks.flatMap((c) => c.accounts);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

describe('demo data generator', () => {
  it('the same seed gives exactly the same rows, ids included', () => {
    expect([...generateDemoData(options)]).toEqual(chunks);
  });

  it('a different seed gives different rows', () => {
    const other = [...generateDemoData({ ...options, seed: 43 })].flatMap((c) => c.listings);
    expect(other.map((l) => l.id)).not.toEqual(listings.map((l) => l.id));
    expect(other.map((l) => l.title!)).not.toEqual(listings.map((l) => l.title!));
  });

  it('a chunk is the same generated alone, and a bigger data set starts with the smaller one', () => {
    expect(generateDemoChunk(options, 1)).toEqual(chunks[1]);
    const bigger = generateDemoChunk({ ...options, listings: 100_000 }, 1);
    expect(bigger.listings.slice(0, 500)).toEqual(chunks[1]?.listings);
    expect(bigger.accounts.slice(0, chunks[1]?.accounts.length)).toEqual(chunks[1]?.accounts);
  });

  it('produces the requested number of listings and about one owner per eight', () => {
    expect(listings).toHaveLength(1500);
    expect(accounts.length).toBe(Math.ceil(1000 / LISTINGS_PER_OWNER) + Math.ceil(500 / LISTINGS_PER_OWNER));
  });

  it('ids are unique v4-shaped UUIDs', () => {
    const ids = [...listings.map((l) => l.id), ...accounts.map((a) => a.id)];
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every owner holds at least one listing and has a unique example.com/.org email', () => {
    const owners = new Set(listings.map((l) => l.ownerId));
    expect(accounts.every((a) => owners.has(a.id))).toBe(true);
    expect(accounts.every((a) => /^[a-z]+\.[a-z]+\d+@example\.(com|org)$/.test(a.email))).toBe(true);
    expect(new Set(accounts.map((a) => a.email)).size).toBe(accounts.length);
  });

  it("every one of the spec's featured cities has active listings", () => {
    for (const { city, state } of FEATURED_CITIES) {
      expect(listings.some((l) => l.city === city && l.state === state && l.status === 'active' && l.complete)).toBe(true);
    }
  });

  it('at least 12 listings are featured, active and complete; about 2% in all', () => {
    const featured = listings.filter((l) => l.featured);
    expect(featured.every((l) => l.status === 'active' && l.complete && l.publishedAt)).toBe(true);
    expect(featured.length).toBeGreaterThanOrEqual(12);
    expect(featured.length).toBeLessThan(listings.length * 0.05);
  });

  it('drafts are incomplete, unpublished and never featured; most listings are active', () => {
    const drafts = listings.filter((l) => l.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((l) => !l.complete && l.publishedAt === null && !l.featured)).toBe(true);
    expect(listings.filter((l) => l.status === 'active').length / listings.length).toBeGreaterThan(0.85);
    expect(listings.every((l) => l.status === 'active' || l.status === 'draft')).toBe(true);
  });

  it('active listings were published within the 120 days before the reference date', () => {
    const oldest = referenceDate.getTime() - PUBLISHED_WITHIN_DAYS * DAY_MS;
    for (const l of listings.filter((x) => x.status === 'active')) {
      expect(l.complete).toBe(true);
      const published = l.publishedAt?.getTime() ?? 0;
      expect(published).toBeGreaterThanOrEqual(oldest);
      expect(published).toBeLessThanOrEqual(referenceDate.getTime());
      expect(l.createdAt.getTime()).toBeLessThanOrEqual(published);
      expect(l.updatedAt.getTime()).toBeGreaterThanOrEqual(published);
    }
  });

  it("property types are the listing form's machine ids, and every type occurs", () => {
    for (const l of listings) expect(DEMO_PROPERTY_TYPE_IDS).toContain(l.propertyType);
    expect(new Set(listings.map((l) => l.propertyType)).size).toBe(DEMO_PROPERTY_TYPE_IDS.length);
    expect(new Set(listings.map((l) => l.listingType))).toEqual(new Set(['resale', 'new-development']));
  });

  it('baths follow beds: a studio has one, never more than beds + 1, land has neither', () => {
    const land = listings.filter((l) => l.propertyType === 'lot-land');
    const buildings = listings.filter((l) => l.propertyType !== 'lot-land');
    for (const l of land) expect([l.beds!, l.baths, l.sizeSqft, l.yearBuilt]).toEqual([0, 0, null, null]);
    for (const l of buildings) {
      expect(l.beds!).toBeGreaterThanOrEqual(0);
      expect(l.beds!).toBeLessThanOrEqual(6);
      expect(l.baths).toBeGreaterThanOrEqual(1);
      expect(l.baths).toBeLessThanOrEqual(l.beds! + 1);
    }
    expect(buildings.filter((l) => l.beds! === 0).every((l) => l.baths === 1)).toBe(true);
    expect(listings.some((l) => l.beds! === 0 && l.propertyType !== 'lot-land')).toBe(true);
  });

  it('living area fits the type and bedrooms; units have an apartment number and no lot', () => {
    for (const l of listings.filter((x) => x.propertyType !== 'lot-land')) {
      expect(l.sizeSqft).toBeGreaterThanOrEqual(250 + l.beds! * 150);
      expect(l.sizeSqft).toBeLessThanOrEqual(1800 + l.beds! * 900);
      const unit = l.propertyType === 'apartment' || l.propertyType === 'condo';
      expect(unit ? l.apt !== null && l.lotSizeSqft === null : l.apt === null && (l.lotSizeSqft ?? 0) > 0).toBe(true);
      expect(l.yearBuilt).toBeGreaterThanOrEqual(1850);
      expect(l.yearBuilt).toBeLessThanOrEqual(referenceDate.getUTCFullYear());
    }
  });

  it('prices are positive whole cents in USD, and San Francisco costs more than Cleveland', () => {
    for (const l of listings) {
      expect(Number.isSafeInteger(l.priceMinor!)).toBe(true);
      expect(l.priceMinor!).toBeGreaterThan(0);
      expect(l.priceMinor! % 100).toBe(0);
      expect(l.currency).toBe('USD');
    }
    const perSqft = (city: string) => {
      const homes = listings.filter((l) => l.city === city && l.sizeSqft);
      return homes.reduce((sum, l) => sum + l.priceMinor! / 100 / (l.sizeSqft ?? 1), 0) / homes.length;
    };
    expect(perSqft('San Francisco')).toBeGreaterThan(perSqft('Cleveland') * 4);
  });

  it("coordinates, ZIP codes and states are the listing's own city's", () => {
    for (const l of listings) {
      const city = findDemoCity(l.city ?? '', l.state ?? '');
      expect(city, `${l.city}, ${l.state}`).toBeDefined();
      if (!city) continue;
      const box = demoCityBounds(city);
      expect(l.latitude).toBeGreaterThanOrEqual(box.minLat);
      expect(l.latitude).toBeLessThanOrEqual(box.maxLat);
      expect(l.longitude).toBeGreaterThanOrEqual(box.minLng);
      expect(l.longitude).toBeLessThanOrEqual(box.maxLng);
      expect(city.zips).toContain(l.zip);
      expect(l.country).toBe('us');
    }
    expect(new Set(listings.map((l) => l.city)).size).toBeGreaterThan(50);
  });

  it('every listing has 3 to 6 captioned demo photos, no photo twice', () => {
    for (const l of listings) {
      expect(l.photos.length).toBeGreaterThanOrEqual(3);
      expect(l.photos.length).toBeLessThanOrEqual(6);
      expect(new Set(l.photos.map((p) => p.url)).size).toBe(l.photos.length);
      for (const photo of l.photos) {
        const n = Number(/^\/media\/demo\/house-(\d+)\.svg$/.exec(photo.url)?.[1]);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(48);
        expect(photo.caption).toBeTruthy();
      }
    }
  });

  it('titles and descriptions read as finished copy, with no template leftovers', () => {
    for (const l of listings) {
      for (const text of [l.title!, l.description]) {
        expect(text).not.toMatch(/[{}]|\bundefined\b|\bnull\b|\bNaN\b|\s{2}|\b[Aa] [aeiouAEIOU]|\b1 (bedrooms|baths)\b/);
        expect(text).toMatch(/^[A-Z0-9]/);
      }
      expect(l.title!.length).toBeLessThanOrEqual(80);
      expect(l.description).toMatch(/\.$/);
    }
    expect(new Set(listings.map((l) => l.title!)).size).toBeGreaterThan(listings.length * 0.9);
  });

  it("every listing's details are a valid draft whose columns match the row; published ones pass every step but media", () => {
    const people = new Map([...chunks.flatMap((c) => c.companies), ...accounts].map((a) => [a.id, a]));
    const invalid: string[] = [];
    for (const l of listings) {
      expect(ZListingDraft.safeParse(l.details).success, l.id).toBe(true);
      const { details: _d, photos: _p, ...columns } = columnsOf(l.details, l.photos);
      expect(l).toMatchObject(columns);
      if (l.status !== 'active') continue;
      const profession = (people.get(l.ownerId)?.professionalInfo as { profession?: string } | null)?.profession;
      const steps = validateListingSteps(l.details, { now: referenceDate, professions: profession ? [profession] : [] });
      // Demo photos are bundled pictures, not uploads the media module checked, so the media step is left out.
      for (const [step, result] of Object.entries(steps))
        if (step !== 'media' && !result.valid) invalid.push(`${l.id} ${step} ${JSON.stringify(result.errors)}`);
    }
    expect(invalid).toEqual([]);
  });
});
