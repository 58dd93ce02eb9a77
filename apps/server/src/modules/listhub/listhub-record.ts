import { createHash } from 'node:crypto';
import type { TListhubRejectReason } from '@app/shared/listhub/listhub.schema';
import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { COUNTRIES, type TCountryCode } from '@app/shared/reference/countries';
import type { TListingPropertyTypeId } from '@app/shared/reference/property';
import { EMAIL_PATTERN } from '@app/shared/validation/email';
import type { FeedRecord } from './listhub-feed.parser';

/** The most photos a listing keeps (spec section 9: 20 per listing in most places); later ones are left out. */
export const MAX_IMPORTED_PHOTOS = 20;

/** A record the import can take: the listing's draft, its ListHub agent's email and its photos' URLs. */
export type MappedListing = {
  ok: true;
  listingKey: string;
  /** Off the market in the feed (ListingStatus other than Active): its listing is expired, never created. */
  active: boolean;
  email: string;
  draft: TListingDraft;
  photoUrls: string[];
  /** Of everything above: an unchanged record has the same hash as last time. */
  hash: string;
};
export type RejectedRecord = { ok: false; listingKey: string | null; reason: TListhubRejectReason; detail: string | null };

/** ListHub PropertyType values (and their common spellings) and ours. */
const PROPERTY_TYPES: Record<string, TListingPropertyTypeId> = {
  'single family': 'single-family',
  'single family residence': 'single-family',
  'single family detached': 'single-family',
  residential: 'house',
  house: 'house',
  townhouse: 'townhouse',
  townhome: 'townhouse',
  apartment: 'apartment',
  condo: 'condo',
  condominium: 'condo',
  'condo/co-op': 'condo',
  cooperative: 'condo',
  'multi family': 'multi-family',
  'multi-family': 'multi-family',
  multifamily: 'multi-family',
  duplex: 'multi-family',
  manufactured: 'manufactured',
  'mobile home': 'manufactured',
  'manufactured home': 'manufactured',
  'lots and land': 'lot-land',
  'lots & land': 'lot-land',
  land: 'lot-land',
  'lot/land': 'lot-land',
  farm: 'lot-land',
};

class Rejection extends Error {
  constructor(
    readonly reason: TListhubRejectReason,
    readonly detail: string | null = null,
  ) {
    super(reason);
  }
}

function first(record: FeedRecord, ...paths: string[]): string | undefined {
  for (const path of paths) {
    const value = record.values.get(path)?.[0];
    if (value !== undefined) return value;
  }
  return undefined;
}

function required(record: FeedRecord, path: string): string {
  const value = first(record, path);
  if (!value) throw new Rejection('missing-field', path.split('/').pop() ?? path);
  return value;
}

/** A whole number within bounds, or null when the element is absent. */
function wholeNumber(record: FeedRecord, path: string, max: number, min = 0): number | null {
  const raw = first(record, path);
  if (raw === undefined) return null;
  const value = Number(raw.replaceAll(',', ''));
  if (!Number.isFinite(value) || value < min || value > max) throw new Rejection('invalid-number', `${path.split('/').pop()}: ${raw}`);
  return Math.floor(value);
}

function country(record: FeedRecord): TCountryCode {
  const raw = first(record, 'Address/Country');
  if (!raw) return 'us';
  const wanted = raw.trim().toLowerCase();
  if (wanted === 'usa') return 'us';
  const found = COUNTRIES.find((c) => c.code.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
  if (!found) throw new Rejection('unknown-country', raw);
  return found.code;
}

function price(record: FeedRecord): number {
  const raw = required(record, 'ListPrice');
  const value = Number(raw.replaceAll(',', ''));
  if (!Number.isFinite(value) || value <= 0 || value > 1e11) throw new Rejection('invalid-price', raw);
  return Math.round(value * 100);
}

function propertyType(record: FeedRecord): TListingPropertyTypeId {
  const raw = required(record, 'PropertyType');
  const found = PROPERTY_TYPES[raw.trim().toLowerCase()];
  if (!found) throw new Rejection('unknown-property-type', raw);
  return found;
}

function photoUrls(record: FeedRecord): string[] {
  const urls = [...(record.values.get('Photos/Photo/MediaURL') ?? []), ...(record.values.get('Photos/Photo/URL') ?? [])];
  for (const url of urls) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) throw new Rejection('invalid-photo-url', url);
  }
  return [...new Set(urls)].slice(0, MAX_IMPORTED_PHOTOS);
}

function agentEmail(record: FeedRecord): string {
  const raw = first(record, 'ListingParticipants/Participant/Email');
  if (!raw) throw new Rejection('missing-agent-email', 'ListingParticipants/Participant/Email');
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new Rejection('invalid-agent-email', raw);
  return email;
}

function location(record: FeedRecord): TListingDraft['location'] {
  const lat = first(record, 'Location/Latitude');
  const lng = first(record, 'Location/Longitude');
  if (lat === undefined || lng === undefined) return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  if (!Number.isFinite(point.lat) || Math.abs(point.lat) > 90) throw new Rejection('invalid-number', `Latitude: ${lat}`);
  if (!Number.isFinite(point.lng) || Math.abs(point.lng) > 180) throw new Rejection('invalid-number', `Longitude: ${lng}`);
  return point;
}

/**
 * The listing draft a record describes (sizes in square feet, as ListHub gives them). The seller
 * role and MLS number are left out: the wizard locks them to verified agents, and the account the
 * listing goes to must be able to save it.
 */
function draftOf(record: FeedRecord, year: number): TListingDraft {
  const street = required(record, 'Address/FullStreetAddress');
  const city = required(record, 'Address/City');
  const title = first(record, 'ListingTitle') ?? `${street}, ${city}`;
  return {
    listingType: 'resale',
    listingKind: 'individual',
    address: {
      country: country(record),
      street: street.slice(0, 200),
      apt: first(record, 'Address/UnitNumber')?.slice(0, 50),
      city: city.slice(0, 100),
      state: required(record, 'Address/StateOrProvince').slice(0, 100),
      zip: required(record, 'Address/PostalCode').slice(0, 20),
    },
    location: location(record),
    title: title.slice(0, 120),
    description: (first(record, 'ListingDescription') ?? '').slice(0, 8000),
    currency: 'USD',
    price: price(record),
    propertyType: propertyType(record),
    beds: wholeNumber(record, 'Bedrooms', 50),
    baths: wholeNumber(record, 'Bathrooms', 50),
    sizeUnit: 'sqft',
    size: wholeNumber(record, 'LivingArea', 10_000_000),
    lotSize: wholeNumber(record, 'LotSize', 1_000_000_000),
    yearBuilt: wholeNumber(record, 'YearBuilt', year + 3, 1600),
  };
}

/**
 * What a feed record means for us: a listing to create or update, or the reason it is refused
 * (the first fault found, with the element or value at fault). Pure: the account behind the
 * agent's email is the service's to find.
 */
export function mapRecord(record: FeedRecord, now = new Date()): MappedListing | RejectedRecord {
  const listingKey = first(record, 'ListingKey')?.trim() || null;
  try {
    if (!listingKey) throw new Rejection('missing-listing-key', 'ListingKey');
    const status = first(record, 'ListingStatus');
    const active = status === undefined || status.trim().toLowerCase() === 'active';
    const email = agentEmail(record);
    const draft = draftOf(record, now.getUTCFullYear());
    const urls = photoUrls(record);
    const hash = createHash('sha256').update(JSON.stringify({ active, email, draft, urls })).digest('hex');
    return { ok: true, listingKey, active, email, draft, photoUrls: urls, hash };
  } catch (err) {
    if (err instanceof Rejection) return { ok: false, listingKey, reason: err.reason, detail: err.detail };
    throw err;
  }
}
