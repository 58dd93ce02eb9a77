import { describe, expect, it } from 'vitest';
import { cityQuery, clearedFilters, hasFilters, parseResultsSearch, resultsSearchUrl, resultsUrl, withPriceMax } from './search-url';

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

describe('the Results URL of a whole search', () => {
  const criteria = {
    searchThis: 'Austin, TX',
    searchPropertyType: 'condo',
    priceMin: 200000,
    priceMax: 650000,
    beds: '2',
    baths: '5-plus',
    sizeMin: 800,
    lotMax: 9000,
    yearMin: 1990,
    yearMax: 2020,
    listingType: 'new-development',
    listedWithin: 'past-30-days',
    features: ['pool', 'solar'],
    bounds: { south: 30.1, west: -97.9, north: 30.4, east: -97.6 },
    sort: 'price-low-high',
  } as const;

  it('writes every filter, the sort, the map area and the page, and reads them back the same', () => {
    const url = resultsSearchUrl({ criteria: { ...criteria, features: [...criteria.features] }, pageNo: 3 });
    expect(url).toBe(
      '/results?searchThis=Austin%2C%20TX&searchPropertyType=condo&priceMin=200000&priceMax=650000&sizeMin=800&lotMax=9000&yearMin=1990&yearMax=2020' +
        '&beds=2&baths=5-plus&listingType=new-development&listedWithin=past-30-days&features=pool%2Csolar&bounds=30.1%2C-97.9%2C30.4%2C-97.6&sort=price-low-high&pageNo=3',
    );
    expect(parseResultsSearch(url.slice('/results'.length))).toEqual({ criteria, pageNo: 3 });
  });

  it('leaves out the default sort, "any" rooms and page 1, so equal searches share one URL', () => {
    expect(resultsSearchUrl({ criteria: { searchThis: 'Miami', sort: 'relevance', beds: 'any' }, pageNo: 1 })).toBe(
      '/results?searchThis=Miami',
    );
    expect(parseResultsSearch('?searchThis=Miami&sort=relevance&beds=any&pageNo=1')).toEqual({
      criteria: { searchThis: 'Miami' },
      pageNo: 1,
    });
  });

  it('ignores unknown parameters and bad values instead of failing', () => {
    const state = parseResultsSearch(
      '?unknown=rates&searchPropertyType=castle&priceMin=cheap&priceMax=-5&beds=9&baths=2&yearMin=1200&features=pool,moat,pool&bounds=1,2,3&sort=random&pageNo=0&listedWithin=past-7-days',
    );
    expect(state).toEqual({ criteria: { baths: '2', features: ['pool'] }, pageNo: 1 });
    expect(parseResultsSearch('?pageNo=abc').pageNo).toBe(1);
    expect(parseResultsSearch('?pageNo=1001').pageNo).toBe(1);
    expect(parseResultsSearch('?bounds=95,0,96,1').criteria).toEqual({});
  });

  it('drops a maximum below its minimum (it could match nothing) and keeps the minimum', () => {
    expect(parseResultsSearch('?priceMin=500000&priceMax=100000').criteria).toEqual({ priceMin: 500000 });
  });

  it('tells filters from the place and sort, and clears only the filters', () => {
    expect(hasFilters({ searchThis: 'Austin', sort: 'most-recent' })).toBe(false);
    expect(hasFilters({ searchThis: 'Austin', beds: '2' })).toBe(true);
    expect(clearedFilters({ searchThis: 'Austin', sort: 'most-recent', beds: '2', features: ['pool'] })).toEqual({
      searchThis: 'Austin',
      sort: 'most-recent',
    });
  });
});

describe('the mortgage tool in the Results URL', () => {
  it('reads each of the five topics the footer links to', () => {
    for (const topic of ['overview', 'pre-qualified', 'rates', 'refinance-rates', 'calculator'] as const) {
      expect(parseResultsSearch(resultsUrl({ mortgage: topic }).slice('/results'.length))).toEqual({
        criteria: {},
        pageNo: 1,
        mortgage: topic,
      });
    }
  });

  it('ignores any other value, like other bad URL values', () => {
    expect(parseResultsSearch('?mortgage=jumbo&searchThis=Miami')).toEqual({ criteria: { searchThis: 'Miami' }, pageNo: 1 });
    expect(parseResultsSearch('?mortgage=').mortgage).toBeUndefined();
    expect(parseResultsSearch('?mortgage=Rates').mortgage).toBeUndefined();
  });

  it('writes it after the criteria and before the page, so a search with a tool open has one URL', () => {
    const url = resultsSearchUrl({
      criteria: { searchThis: 'Austin, TX', priceMax: 450000, sort: 'price-low-high' },
      pageNo: 2,
      mortgage: 'refinance-rates',
    });
    expect(url).toBe('/results?searchThis=Austin%2C%20TX&priceMax=450000&sort=price-low-high&mortgage=refinance-rates&pageNo=2');
    expect(resultsSearchUrl(parseResultsSearch(url.slice('/results'.length)))).toBe(url);
    expect(resultsSearchUrl({ criteria: {}, pageNo: 1, mortgage: 'calculator' })).toBe('/results?mortgage=calculator');
    expect(resultsSearchUrl({ criteria: {}, pageNo: 3, mortgage: 'rates' })).toBe('/results?mortgage=rates&pageNo=3');
  });

  it('sets a maximum price and keeps every other criterion', () => {
    expect(withPriceMax({ searchThis: 'Austin', priceMin: 200000, priceMax: 900000, beds: '3', sort: 'most-recent' }, 439000)).toEqual({
      searchThis: 'Austin',
      priceMin: 200000,
      priceMax: 439000,
      beds: '3',
      sort: 'most-recent',
    });
  });

  it('drops a minimum price above the new maximum, which could match nothing', () => {
    expect(withPriceMax({ searchThis: 'Austin', priceMin: 500000 }, 439000)).toEqual({ searchThis: 'Austin', priceMax: 439000 });
  });
});
