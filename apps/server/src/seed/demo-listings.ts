import type { ListingPhoto } from '../db/schema/index';
import { demoPhotoNumbers, demoPhotoUrl } from '../modules/media/index';
import { DEMO_CITIES, type DemoCity } from './data/cities';
import { HOUSE_STYLES, PHOTO_CAPTIONS, TOWNHOUSE_STYLES, UNIT_STYLES } from './data/phrases';
import { propertyTypeWeights, type PropertyTypeProfile } from './data/property-types';
import type { OwnerProfession } from './demo-accounts';
import { generateDetails } from './demo-details';
import { listingDraft, type DemoListing } from './demo-draft';
import { coordinates, streetAddress, unitNumber } from './demo-places';
import type { DemoCompany } from './demo-terms';
import { writeDescription, writeTitle } from './demo-text';
import type { Rng } from '../platform/rng/rng';

export type { DemoListing } from './demo-draft';

export type ListingOptions = {
  ownerId: string;
  referenceDate: Date;
  /** Demo rows carry a key (`demo-<seed>-<n>`) so `--reset` can find them; null for one-off rows. */
  listingKey?: string | null;
  city?: DemoCity;
  /** Forces a public, featured listing (the home page needs some). */
  featured?: boolean;
  status?: 'active' | 'draft';
  /** The owner's profession decides who the listing says is selling. */
  ownerProfession?: OwnerProfession;
  /** Escrow and title companies the listing may name (each a registered demo account); none when empty. */
  companies?: readonly DemoCompany[];
};

const DAY_MS = 86_400_000;
/** Published listings are at most this old, relative to the reference date. */
export const PUBLISHED_WITHIN_DAYS = 120;
export const CITY_WEIGHTS = DEMO_CITIES.map((c) => [c, c.weight] as const);
const cityTypeWeights = new Map(DEMO_CITIES.map((c) => [c, propertyTypeWeights(c.urban, c.rowhouse ?? false)]));

export const toSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
/** A multiplicative spread around 1, clipped so a million rows hold no absurd outliers. */
export const spread = (rng: Rng, sd: number) => Math.exp(Math.max(-2.5 * sd, Math.min(2.5 * sd, rng.normal(0, sd))));

/** Asking prices end the way agents write them: $449,000 rather than $447,312. */
export function roundPrice(rng: Rng, dollars: number): number {
  if (dollars < 100_000) return Math.max(5_000, Math.round(dollars / 500) * 500);
  if (dollars < 1_000_000) {
    const rounded = Math.round(dollars / 5_000) * 5_000;
    return rng.chance(0.35) ? rounded - 1_000 : rounded;
  }
  return Math.round(dollars / 10_000) * 10_000 - (rng.chance(0.3) ? 5_000 : 0);
}

/** Baths follow beds: a studio has one, a bigger home about one per bedroom, never more than beds + 1. */
export function bathsFor(rng: Rng, type: PropertyTypeProfile, beds: number): number {
  if (type.id === 'lot-land') return 0;
  if (beds === 0) return 1;
  const wanted = Math.round(beds * 0.65 + rng.float(-0.4, 1));
  return Math.min(beds + 1, Math.max(type.id === 'multi-family' ? 2 : 1, wanted));
}

function lotSize(rng: Rng, type: PropertyTypeProfile, city: DemoCity): number | null {
  const round = (value: number, step: number) => Math.round(value / step) * step;
  switch (type.lot) {
    case 'none':
      return null;
    case 'townhouse':
      return round(rng.int(1_100, 2_600), 10);
    case 'manufactured':
      return round(rng.int(4_000, 9_000), 10);
    case 'land':
      return round(Math.min(435_600, Math.max(2_000, city.lot * Math.exp(rng.normal(0.6, 0.9)))), 100);
    default:
      return round(city.lot * Math.exp(rng.normal(0, 0.3)), 10);
  }
}

function yearBuilt(rng: Rng, type: PropertyTypeProfile, city: DemoCity, refYear: number): number | null {
  if (type.id === 'lot-land') return null;
  if (type.id === 'new-construction') return refYear - rng.int(0, 1);
  if (type.id === 'manufactured') return rng.int(1978, refYear - 1);
  // Condos and apartments outside the old Northeast are mostly newer buildings.
  const skew = type.hasUnit && city.region !== 'northeast' ? 0.6 : 1;
  const t = ((rng.next() + rng.next()) / 2) ** skew;
  return Math.round(city.built + t * (refYear - 2 - city.built));
}

function styleAndNoun(rng: Rng, type: PropertyTypeProfile, city: DemoCity, beds: number) {
  if (type.hasUnit) {
    const noun = type.id === 'condo' && city.city === 'New York' && rng.chance(0.4) ? 'co-op' : rng.pick(type.nouns);
    return { style: rng.pick(UNIT_STYLES[city.region]), noun };
  }
  if (type.id === 'townhouse') {
    const style = city.rowhouse ? rng.pick(TOWNHOUSE_STYLES) : rng.pick(['Modern', 'Contemporary', 'Traditional']);
    return { style, noun: city.rowhouse && rng.chance(0.3) ? 'row house' : rng.pick(type.nouns) };
  }
  if (type.id === 'manufactured') return { style: rng.pick(['Ranch', 'Double-wide', 'Modern']), noun: rng.pick(type.nouns) };
  if (type.id === 'multi-family') {
    return { style: rng.pick(HOUSE_STYLES[city.region]), noun: beds <= 4 ? rng.pick(['duplex', 'two-family home']) : 'triplex' };
  }
  return { style: rng.pick(HOUSE_STYLES[city.region]), noun: rng.pick(type.nouns) };
}

export function photos(rng: Rng, type: PropertyTypeProfile): ListingPhoto[] {
  const pool = [...demoPhotoNumbers(type.photo)];
  const captions = PHOTO_CAPTIONS[type.photo];
  const count = rng.int(3, 6);
  const out: ListingPhoto[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const n = pool.splice(rng.int(0, pool.length - 1), 1)[0] as number;
    out.push({ url: demoPhotoUrl(n), caption: i === 0 ? captions[0] : rng.pick(captions.slice(1)) });
  }
  return out;
}

/** New construction is sold as a new development, and so are half of the units in recent buildings. */
function listingTypeFor(rng: Rng, type: PropertyTypeProfile, built: number | null, refYear: number): 'resale' | 'new-development' {
  if (type.id === 'new-construction') return 'new-development';
  return type.hasUnit && built !== null && built >= refYear - 2 && rng.chance(0.5) ? 'new-development' : 'resale';
}

/** One realistic listing row; every value is drawn from `rng`, so the same stream gives the same row. */
export function generateListing(rng: Rng, options: ListingOptions): DemoListing {
  const ref = options.referenceDate.getTime();
  const id = rng.uuid();
  const city = options.city ?? rng.weighted(CITY_WEIGHTS);
  const typeWeights = cityTypeWeights.get(city) ?? propertyTypeWeights(city.urban, city.rowhouse ?? false);
  // Land makes a poor home-page card, so featured listings are always buildings.
  const type = rng.weighted(options.featured ? typeWeights.filter(([t]) => t.id !== 'lot-land') : typeWeights);
  const beds = rng.weighted(type.beds);
  const baths = bathsFor(rng, type, beds);
  const sizeSqft = type.sqft ? Math.round(((type.sqft.base + type.sqft.perBed * beds) * spread(rng, 0.15)) / 10) * 10 : null;
  const lotSizeSqft = lotSize(rng, type, city);
  const built = yearBuilt(rng, type, city, options.referenceDate.getUTCFullYear());
  const street = streetAddress(rng, city);
  const unit = type.hasUnit ? unitNumber(rng, city) : null;
  const { latitude, longitude } = coordinates(rng, city);
  const noise = spread(rng, 0.18);
  const dollars = sizeSqft
    ? sizeSqft * city.ppsf * type.priceFactor * noise
    : (lotSizeSqft ?? city.lot) * city.ppsf * 0.08 * Math.sqrt(city.ppsf / 300) * noise;
  const { style, noun } = styleAndNoun(rng, type, city, beds);
  const facts = {
    type,
    city,
    beds,
    baths,
    sizeSqft,
    lotSizeSqft,
    yearBuilt: built,
    street,
    style,
    noun,
    neighborhood: rng.pick(city.neighborhoods),
    landmark: rng.pick(city.landmarks),
  };
  const title = writeTitle(rng, facts);
  const description = writeDescription(rng, facts);
  const priceMinor = roundPrice(rng, dollars) * 100;
  const listingPhotos = photos(rng, type);

  const status = options.status ?? (options.featured ? 'active' : rng.chance(0.08) ? 'draft' : 'active');
  const active = status === 'active';
  const featured = active && type.id !== 'lot-land' && (options.featured ?? rng.chance(0.02));
  // A second short of the full window, so rounding down to whole seconds stays inside it.
  const withinWindow = () => toSecond(ref - rng.float(0, PUBLISHED_WITHIN_DAYS * DAY_MS - 1000));
  const publishedAt = active ? withinWindow() : null;
  const createdAt = publishedAt ? toSecond(publishedAt.getTime() - rng.float(0.02, 10) * DAY_MS) : withinWindow();
  const touched = publishedAt ?? createdAt;
  const updatedAt = toSecond(touched.getTime() + rng.next() * Math.min(ref - touched.getTime(), 10 * DAY_MS));

  const listingType = listingTypeFor(rng, type, built, options.referenceDate.getUTCFullYear());
  const details = generateDetails(rng, {
    id,
    type,
    city,
    beds,
    sizeSqft,
    lotSizeSqft,
    yearBuilt: built,
    priceMinor,
    listingType,
    style,
    floor: unit?.floor ?? null,
    text: `${title} ${description}`,
    owner: options.ownerProfession,
    companies: options.companies ?? [],
  });
  const row: Omit<DemoListing, 'details'> = {
    id,
    listingKey: options.listingKey ?? null,
    ownerId: options.ownerId,
    complete: active,
    status,
    listingType,
    title,
    description,
    priceMinor,
    currency: 'USD',
    propertyType: type.id,
    beds,
    baths,
    sizeSqft,
    lotSizeSqft,
    yearBuilt: built,
    street,
    apt: unit?.apt ?? null,
    city: city.city,
    state: city.state,
    zip: rng.pick(city.zips),
    country: 'us',
    latitude,
    longitude,
    photos: listingPhotos,
    featured,
    publishedAt,
    createdAt,
    updatedAt,
    listingKind: 'individual',
    communityId: null,
    hidden: false,
    ...details.columns,
    // Demo listings run on the 6-month plan from when they were published.
    termMonths: active ? 6 : null,
    expiresAt: publishedAt ? addMonths(publishedAt, 6) : null,
    expiryNoticeAt: null,
    listhubEmail: null,
  };
  return { ...row, details: listingDraft(row, details.extras) };
}

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
