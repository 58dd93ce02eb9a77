import { resultsPathOf } from '@app/shared/search/results-path';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/render';
import { resultsSearchUrl } from '../../lib/navigation/search-url';
import { savedSearchName } from './saved-search-name';

describe('savedSearchName', () => {
  it('names criteria in the reader’s language', async () => {
    const criteria: TSearchCriteria = { searchThis: 'Austin, TX', beds: '2', priceMax: 500_000 };
    expect(savedSearchName((await testI18n('en-us')).t, criteria)).toBe('Austin, TX · 2+ beds · under $500,000');
    expect(savedSearchName((await testI18n('zh-Hant')).t, criteria)).toBe('Austin, TX · 2 間以上臥室 · $500,000 以下');
    expect(savedSearchName((await testI18n('es')).t, criteria)).toBe('Austin, TX · 2+ habitaciones · hasta $500,000');
  });

  it('covers type, 5+ rooms, studios, price ranges and the empty search', async () => {
    const { t } = await testI18n('en-us');
    expect(savedSearchName(t, { searchPropertyType: 'condo', beds: '5-plus', baths: '1', priceMin: 300_000, priceMax: 600_000 })).toBe(
      'Condo/Co-op · 5+ beds · 1+ baths · $300,000–$600,000',
    );
    expect(savedSearchName(t, { beds: '0', priceMin: 100_000 })).toBe('Studio · over $100,000');
    expect(savedSearchName(t, {})).toBe('All listings');
  });
});

describe('resultsPathOf (shared, for alert mails)', () => {
  it.each<TSearchCriteria>([
    {},
    { searchThis: 'Austin, TX', beds: '2', priceMax: 500_000 },
    {
      searchThis: 'São Paulo & co',
      searchPropertyType: 'condo',
      priceMin: 1,
      sizeMin: 500,
      lotMax: 9000,
      yearMin: 1990,
      baths: '5-plus',
      listingType: 'resale',
      listedWithin: 'past-30-days',
      features: ['pool', 'sauna'],
      sort: 'price-low-high',
    },
    { bounds: { south: 30.123456, west: -97.9, north: 30.5, east: -97.5 }, sort: 'relevance', beds: 'any' },
  ])('writes the same /results URL as the web for %j', (criteria) => {
    expect(resultsPathOf(criteria)).toBe(resultsSearchUrl({ criteria, pageNo: 1 }));
  });
});
