import { describe, expect, it } from 'vitest';
import { cityQuery, resultsUrl } from './search-url';

describe('resultsUrl', () => {
  it('puts searchThis and searchPropertyType on /results, spaces as %20', () => {
    expect(resultsUrl({ searchThis: cityQuery('New York', 'NY'), searchPropertyType: 'condo' })).toBe(
      '/results?searchThis=New%20York%2C%20NY&searchPropertyType=condo',
    );
  });

  it('drops empty and blank values, so an empty search is plain /results', () => {
    expect(resultsUrl({ searchThis: '   ' })).toBe('/results');
    expect(resultsUrl()).toBe('/results');
  });

  it('carries extra filters such as the mortgage topic, encoded', () => {
    expect(resultsUrl({ mortgage: 'refinance-rates', searchThis: 'a&b' })).toBe('/results?mortgage=refinance-rates&searchThis=a%26b');
  });
});
