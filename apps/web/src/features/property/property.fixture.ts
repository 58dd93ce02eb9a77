import type { TPublicCommunity } from '@app/shared/listings/community.schema';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type { TPublicListing } from '@app/shared/listings/listing.schema';

export const PROPERTY_ID = '00000000-0000-4000-8000-0000000000a1';
export const OWNER_ID = '00000000-0000-4000-8000-0000000000b1';
export const COMMUNITY_ID = '00000000-0000-4000-8000-0000000000c1';

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** Austin, TX as the server names it in the other languages. */
const AUSTIN_NAMES = {
  'zh-Hant': { city: '奧斯汀', state: '德州' },
  'zh-Hans': { city: '奥斯汀', state: '德州' },
  es: { city: null, state: null },
};

/** A public listing with every section filled, as GET /properties/{id} returns it; override what the test is about. */
export function buildProperty(overrides: Partial<TPublicListing> = {}): TPublicListing {
  return {
    _id: PROPERTY_ID,
    user: OWNER_ID,
    community: null,
    status: 'active',
    listingType: 'resale',
    listingKind: 'individual',
    sellerRole: 'seller-owner',
    title: 'Sunny bungalow near the park',
    description: 'A bright home with a large garden and a new kitchen.',
    price: usd(400_000_00),
    pricePerSqft: usd(200_00),
    hoaFees: usd(250_00),
    propertyType: 'single-family',
    beds: 3,
    baths: 2,
    sizeSqft: 2000,
    lotSizeSqft: 5000,
    yearBuilt: 1998,
    mlsNumber: 'MLS-12345',
    construction: 'brick',
    style: 'bungalow',
    occupancy: 'tenant-occupied',
    monthlyRentIncome: usd(2_500_00),
    leaseLength: '12-months',
    address: { country: 'us', street: '12 Oak Street', apt: null, city: 'Austin', state: 'TX', zip: '78701' },
    placeNames: AUSTIN_NAMES,
    location: { type: 'Point', coordinates: [-97.7431, 30.2672] },
    roomTypes: ['office', 'pantry'],
    features: ['pool'],
    appliances: ['dishwasher', 'washer'],
    flooring: ['hardwood'],
    parking: ['attached-garage'],
    cooling: ['central-air'],
    heating: ['forced-air'],
    photos: [
      { url: '/media/p1-full.webp', thumbUrl: '/media/p1-thumb.webp', cardUrl: '/media/p1-card.webp', caption: 'Front of the house' },
      { url: '/media/p2-full.webp', thumbUrl: '/media/p2-thumb.webp', cardUrl: '/media/p2-card.webp', caption: 'Kitchen' },
      { url: '/media/p3.jpg', thumbUrl: null, cardUrl: null, caption: null },
    ],
    video: null,
    vrLink: 'https://tours.example.com/vr/123',
    view360Link: null,
    terms: {
      nonNegotiable: [
        { item: 'home-warranty', payer: 'seller', percent: null, note: null },
        { item: 'escrow-costs', payer: 'both', percent: 1.5, note: 'Split evenly' },
      ],
      negotiable: [{ label: 'Closing date', payer: 'buyer' }],
      finderFeePercent: 1.5,
    },
    feesAndTaxes: [
      { item: 'hoa', amount: usd(250_00), term: 'monthly' },
      { item: 'property-tax', amount: usd(6_000_00), term: 'annual' },
    ],
    contacts: [{ kind: 'escrow-company', companyName: 'Safe Escrow Inc.', officerName: 'Mia Chen', phone: null, email: null }],
    publishedAt: '2026-01-10T10:00:00.000Z',
    expiresAt: '2026-07-10T10:00:00.000Z',
    viewer: { saved: false, hidden: false, owner: false },
    ...overrides,
  };
}

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
    photos: [{ url: '/media/c1.jpg', thumbUrl: null, cardUrl: null, caption: 'The lofts from the river' }],
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
