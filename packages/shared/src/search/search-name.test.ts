import { describe, expect, it } from 'vitest';
import { defaultSavedSearchName } from './saved-search.schema';
import { SAVED_SEARCH_NAME_MAX } from './search-name';

describe('a saved search named from its criteria (plain English for API callers)', () => {
  it('names place, type, rooms and price in that order', () => {
    expect(defaultSavedSearchName({ searchThis: ' Austin, TX ', beds: '2', priceMax: 500_000 })).toBe(
      'Austin, TX · 2+ beds · under $500,000',
    );
    expect(
      defaultSavedSearchName({
        searchPropertyType: 'condo',
        listingType: 'resale',
        beds: '5-plus',
        baths: '1',
        priceMin: 300_000,
        priceMax: 600_000,
      }),
    ).toBe('Condo · Resale · 5+ beds · 1+ baths · $300,000–$600,000');
    expect(defaultSavedSearchName({ beds: '0', baths: '5-plus', priceMin: 100_000 })).toBe('Studio · 5+ baths · over $100,000');
  });

  it('"All listings" when nothing is named; any rooms say nothing; long names are cut with an ellipsis', () => {
    expect(defaultSavedSearchName({})).toBe('All listings');
    expect(defaultSavedSearchName({ beds: 'any', sort: 'most-recent' })).toBe('All listings');
    const long = defaultSavedSearchName({ searchThis: 'x'.repeat(200) });
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
