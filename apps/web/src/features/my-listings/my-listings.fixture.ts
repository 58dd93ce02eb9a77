import type { TCommunity } from '@app/shared/listings/community.schema';
import type { TListing, TListingOverview, TListingSummary } from '@app/shared/listings/listing.schema';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { LISTING_STEPS } from '@app/shared/listings/listing-draft.schema';

/** A listing id for tests: `listingId(7)` → 00000000-0000-4000-8000-000000000a07. */
export const listingId = (n: number) => `00000000-0000-4000-8000-000000000a${String(n).padStart(2, '0')}`;
export const COMMUNITY_ID = '00000000-0000-4000-8000-0000000000c1';

/** A listing as GET /properties/many?owner=me returns it: listed (active, paid) unless overridden. */
export function buildSummary(overrides: Partial<TListingSummary> = {}): TListingSummary {
  return {
    ...buildCard(),
    status: 'active',
    complete: true,
    hidden: false,
    community: null,
    expiresAt: '2026-07-10T12:00:00.000Z',
    expiringSoon: false,
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A draft that was never finished: nothing but an id and a street. */
export function buildDraftSummary(overrides: Partial<TListingSummary> = {}): TListingSummary {
  return buildSummary({
    title: null,
    price: null,
    propertyType: null,
    beds: null,
    baths: null,
    address: { street: null, apt: null, city: null, state: null, zip: null, country: 'us' },
    location: null,
    publishedAt: null,
    status: 'draft',
    complete: false,
    expiresAt: null,
    ...overrides,
  });
}

/** A community as GET /communities/{accountId} returns it. */
export function buildCommunity(overrides: Partial<TCommunity> = {}): TCommunity {
  const steps = { valid: true, errors: {} };
  return {
    _id: COMMUNITY_ID,
    user: '00000000-0000-4000-8000-000000000001',
    draft: { title: 'Lakeside Villas', address: { street: '1 Lake Road', city: 'Austin', state: 'TX', zip: '78702' } },
    photos: [],
    video: null,
    properties: [],
    steps: { community: steps, features: steps, media: steps, terms: steps },
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A listing as its owner edits it (the answer of actions and duplicate). */
export function buildListing(overrides: Partial<TListing> = {}): TListing {
  return {
    _id: listingId(1),
    listingKey: null,
    user: '00000000-0000-4000-8000-000000000001',
    community: null,
    status: 'draft',
    complete: false,
    hidden: false,
    draft: {},
    photos: [],
    video: null,
    documents: [],
    pricePerSqft: null,
    steps: Object.fromEntries(LISTING_STEPS.map((step) => [step, { valid: false, errors: {} }])) as TListing['steps'],
    plan: { termMonths: null, publishedAt: null, expiresAt: null, expiringSoon: false },
    publicationBlockers: [],
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

/** The 30 days before 2026-03-06, 3 views a day and 9 on the last day. */
export function thirtyDays() {
  return Array.from({ length: 30 }, (_, index) => ({
    day: new Date(Date.UTC(2026, 1, 4 + index)).toISOString().slice(0, 10),
    views: index === 29 ? 9 : 3,
  }));
}

/** A listing's overview, with the views of thirtyDays(). */
export function buildOverview(overrides: Partial<TListingOverview> = {}): TListingOverview {
  return {
    listing: buildSummary(),
    views: { total: 96, last30Days: thirtyDays() },
    saves: 12,
    offers: 2,
    orders: 1,
    history: [],
    ...overrides,
  };
}

/** A public listing card (saved and hidden lists). */
export function buildCard(overrides: Partial<TListingCard> = {}): TListingCard {
  return {
    _id: listingId(1),
    title: '12 Oak Street',
    price: { amount: 45_000_000, currency: 'USD' },
    propertyType: 'condo',
    listingType: 'resale',
    beds: 3,
    baths: 2,
    sizeSqft: 1400,
    address: { street: '12 Oak Street', apt: null, city: 'Austin', state: 'TX', zip: '78701', country: 'us' },
    location: { type: 'Point', coordinates: [-97.74, 30.27] },
    photo: null,
    publishedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}
