import { describe, expect, it } from 'vitest';
import { validateOfferPages } from './offer-pages';

const ctx = { listingPrice: 52_500_000, currency: 'USD', fillerEmail: 'ada@example.com', signedBuyerIds: [] };
const buyer = (country: 'hk' | 'UAE' | 'us' | 'tw', zip_code?: string) => ({
  _id: '6d3c0a8e-58a4-4c55-9a4e-7b1b2a5b0c11',
  name: { first: 'Ada', last: 'Okafor' },
  address: { street: '1 Queen’s Road Central', city: 'Hong Kong', state: 'Central', country, ...(zip_code ? { zip_code } : {}) },
  email: 'ada@example.com',
  phone: '+85221234567',
});
const zipMissing = (country: 'hk' | 'UAE' | 'us' | 'tw') =>
  validateOfferPages({ buyers: { buyers: [buyer(country)] } }, ctx).buyers.missing['buyers.0.address.zip_code'];

describe('the buyers page and postal codes', () => {
  it('does not ask a buyer in a place without postal codes (Hong Kong, the UAE) for one', () => {
    expect(zipMissing('hk')).toBeUndefined();
    expect(zipMissing('UAE')).toBeUndefined();
  });

  it('asks a buyer in the United States or Taiwan for theirs', () => {
    expect(zipMissing('us')).toBe('Postal code (zip) required.');
    expect(zipMissing('tw')).toBe('Postal code (zip) required.');
  });
});
