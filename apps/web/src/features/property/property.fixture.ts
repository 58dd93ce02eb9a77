import type { TPublicCommunity } from '@app/shared/listings/community.schema';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { AUSTIN_NAMES, OWNER_ID } from '../../../test/fixtures/listing.fixture';

// A public listing as GET /properties/{id} returns it: shared with other features' tests (the order pages).
export { buildProperty, OWNER_ID, PROPERTY_ID } from '../../../test/fixtures/listing.fixture';
export const COMMUNITY_ID = '00000000-0000-4000-8000-0000000000c1';

const usd = (amount: number) => ({ amount, currency: 'USD' });

let cardSeq = 0;

/** A listing card as /similar and the community page list them. */
export function buildCard(overrides: Partial<TListingCard> = {}): TListingCard {
  cardSeq += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(cardSeq).padStart(12, '0')}`,
    title: `Nearby home ${cardSeq}`,
    price: usd(350_000_00),
    propertyType: 'single-family',
    listingType: 'resale',
    beds: 2,
    baths: 1,
    sizeSqft: 1400,
    address: { street: `${cardSeq} Elm Street`, apt: null, city: 'Austin', state: 'TX', zip: '78702', country: 'us' },
    location: { type: 'Point', coordinates: [-97.73, 30.26] },
    photo: null,
    publishedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A public community with two listings, as GET /communities/public/{id} returns it. */
export function buildCommunity(overrides: Partial<TPublicCommunity> = {}): TPublicCommunity {
  const listing = (id: string, street: string, amount: number): TPublicCommunity['properties'][number] => ({
    _id: id,
    title: street,
    price: usd(amount),
    propertyType: 'condo',
    listingType: 'new-development',
    beds: 2,
    baths: 2,
    sizeSqft: 1100,
    address: { street, apt: null, city: 'Austin', state: 'TX', zip: '78703', country: 'us' },
    location: { type: 'Point', coordinates: [-97.75, 30.28] },
    photo: null,
    publishedAt: '2026-02-01T10:00:00.000Z',
    community: COMMUNITY_ID,
    expiresAt: null,
    updatedAt: '2026-02-01T10:00:00.000Z',
  });
  return {
    _id: COMMUNITY_ID,
    user: OWNER_ID,
    title: 'Riverside Lofts',
    description: 'New lofts on the river with a shared rooftop.',
    listingType: 'new-development',
    address: { country: 'us', street: '100 River Road', apt: null, city: 'Austin', state: 'TX', zip: '78703' },
    placeNames: AUSTIN_NAMES,
    location: { type: 'Point', coordinates: [-97.75, 30.28] },
    features: {
      roomTypes: ['rooftop'],
      features: ['elevator', 'fitness-center'],
      appliances: [],
      flooring: [],
      parking: [],
      cooling: [],
      heating: [],
    },
    photos: [{ url: '/media/c1.jpg', thumbUrl: null, cardUrl: null, caption: 'The lofts from the river', virtuallyStaged: false }],
    video: null,
    vrLink: null,
    terms: {
      nonNegotiable: [{ item: 'hoa-certificate', payer: 'seller', percent: null, note: null }],
      negotiable: [],
      finderFeePercent: null,
    },
    properties: [
      listing('00000000-0000-4000-8000-0000000000d1', '100 River Road, Unit 1', 520_000_00),
      listing('00000000-0000-4000-8000-0000000000d2', '100 River Road, Unit 2', 610_000_00),
    ],
    ...overrides,
  };
}
