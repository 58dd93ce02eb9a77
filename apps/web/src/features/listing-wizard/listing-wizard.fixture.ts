import { COMMUNITY_STEPS, validateCommunitySteps, type TCommunity, type TCommunityDraft } from '@app/shared/listings/community.schema';
import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { validateListingSteps } from '@app/shared/listings/listing-steps';
import type { TListing } from '@app/shared/listings/listing.schema';
import { buildMedia } from '../../../test/fixtures/media.fixture';

export const LISTING_ID = '00000000-0000-4000-8000-0000000000b1';
export const COMMUNITY_ID = '00000000-0000-4000-8000-0000000000c1';
export const OWNER_ID = '00000000-0000-4000-8000-000000000001';
export const CHECKOUT_ID = '00000000-0000-4000-8000-0000000000d1';

/** Photo ids for tests: photoId(1), photoId(2)… */
export const photoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A draft that passes every step's rules (a 6-month plan with one photo). */
export const COMPLETE_DRAFT: TListingDraft = {
  listingType: 'resale',
  listingKind: 'individual',
  sellerRole: 'seller-owner',
  address: { country: 'us', street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  location: { lat: 30.2672, lng: -97.7431 },
  title: 'Sunny loft',
  description: 'Bright and quiet.',
  currency: 'USD',
  price: 50_000_000,
  propertyType: 'condo',
  beds: 2,
  baths: 1,
  sizeUnit: 'sqft',
  size: 1000,
  yearBuilt: 2001,
  photos: [{ mediaId: photoId(1), caption: 'Front' }],
  termMonths: 6,
};

/** The owner's view of a listing as GET …/edit returns it; its photos follow the draft's. */
export function buildListing(draft: TListingDraft = {}, overrides: Partial<TListing> = {}): TListing {
  return {
    _id: LISTING_ID,
    listingKey: null,
    user: OWNER_ID,
    community: draft.communityId ?? null,
    status: 'draft',
    complete: false,
    hidden: false,
    draft,
    photos: (draft.photos ?? []).map((photo) => ({ media: buildMedia(photo.mediaId), caption: photo.caption ?? null })),
    video: null,
    documents: [],
    pricePerSqft: null,
    steps: validateListingSteps(draft, { now: new Date(), professions: [], paidTermMonths: overrides.plan?.termMonths ?? null }),
    plan: { termMonths: null, publishedAt: null, expiresAt: null, expiringSoon: false },
    publicationBlockers: [],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** A community as GET /communities/detail/{id} returns it. */
export function buildCommunity(draft: TCommunityDraft = {}, overrides: Partial<TCommunity> = {}): TCommunity {
  const steps = validateCommunitySteps(draft, { now: new Date(), professions: [] });
  return {
    _id: COMMUNITY_ID,
    user: OWNER_ID,
    draft,
    photos: [],
    video: null,
    properties: [],
    steps: Object.fromEntries(COMMUNITY_STEPS.map((step) => [step, steps[step]])) as TCommunity['steps'],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}
