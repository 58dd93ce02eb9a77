import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { describe, expect, it } from 'vitest';
import { addressLines, localCountryName } from './listing-address';

describe("a listing's country, named in the reader's language", () => {
  it("names the spec's AUS and UAE like any ISO code, in every language", () => {
    expect(localCountryName('AUS', 'en-US')).toBe('Australia');
    expect(localCountryName('UAE', 'es')).toBe('Emiratos Árabes Unidos');
    expect(localCountryName('uae', 'zh-TW')).toBe('阿拉伯聯合大公國');
    expect(localCountryName('fr', 'zh-CN')).toBe('法国');
  });

  it('keeps the stored code when no region has it', () => {
    expect(localCountryName('XX', 'en-US')).toBe('XX');
    expect(localCountryName('Atlantis', 'en-US')).toBe('Atlantis');
  });

  it('adds the country to the second line outside the US only', () => {
    const address: TListingCard['address'] = {
      street: '1 Harbour St',
      apt: null,
      city: 'Sydney',
      state: 'NSW',
      zip: '2000',
      country: 'AUS',
    };
    expect(addressLines(address, 'en-US')).toEqual(['1 Harbour St', 'Sydney, NSW 2000, Australia']);
    expect(addressLines({ ...address, country: 'us' }, 'en-US')).toEqual(['1 Harbour St', 'Sydney, NSW 2000']);
  });
});
