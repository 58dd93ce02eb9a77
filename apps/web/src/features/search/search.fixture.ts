import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { SEARCH_TOTAL_CAP, type TMapResults, type TPlace, type TSearchResults } from '@app/shared/search/search.schema';

/** A UUID for listing n (1…). */
export const cardId = (n: number) => `3f1c2a7e-8b4d-4c3a-9e2f-${String(n).padStart(12, '0')}`;

/** A listing card in Austin; n varies its id, street and price. */
export function buildCard(n = 1, overrides: Partial<TListingCard> = {}): TListingCard {
  return {
    _id: cardId(n),
    title: `Home ${n}`,
    price: { amount: (300_000 + n * 1000) * 100, currency: 'USD' },
    propertyType: 'condo',
    listingType: 'resale',
    beds: 2,
    baths: 1,
    sizeSqft: 1200,
    address: { street: `${n} Congress Ave`, apt: null, city: 'Austin', state: 'TX', zip: '78701', country: 'us' },
    location: { type: 'Point', coordinates: [-97.74, 30.27] },
    photo: null,
    publishedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const AUSTIN: TPlace = {
  id: 'city:us:tx:austin',
  kind: 'city',
  label: 'Austin, TX',
  city: 'Austin',
  state: 'TX',
  zip: null,
  country: 'us',
  lat: 30.2672,
  lng: -97.7431,
};
export const ZIP_78701: TPlace = {
  id: 'zip:78701',
  kind: 'zip',
  label: '78701, Austin, TX',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'us',
  lat: 30.27,
  lng: -97.74,
};
export const AUSTIN_COUNTY: TPlace = { ...AUSTIN, id: 'city:us:tx:austin-county', label: 'Austin County, TX' };

/** A results page of `count` cards out of `total`. */
export function buildResults({
  pageNo = 1,
  total = 3,
  count = Math.min(total, 10),
  place = null as TPlace | null,
  totalCap = SEARCH_TOTAL_CAP,
} = {}): TSearchResults {
  const first = (pageNo - 1) * 10 + 1;
  return {
    data: Array.from({ length: count }, (_, i) => buildCard(first + i)),
    total,
    pageNo,
    pageSize: 10,
    pages: Math.ceil(total / 10),
    totalCap,
    place,
  };
}

export const MAP_RESULTS: TMapResults = {
  points: [
    { lat: 30.3, lng: -97.7, count: 42, listing: null },
    { lat: 30.27, lng: -97.74, count: 1, listing: { _id: cardId(1), price: { amount: 125_000_000, currency: 'USD' } } },
  ],
  total: 43,
};
