import { DEFAULT_SORT } from '../constants/search';
import type { TSearchCriteria } from './search.schema';

/** The order the Results URL writes its parameters in (apps/web/src/lib/navigation/search-url.ts reads them). */
const ORDER = [
  'searchThis',
  'searchPropertyType',
  'priceMin',
  'priceMax',
  'sizeMin',
  'sizeMax',
  'lotMin',
  'lotMax',
  'yearMin',
  'yearMax',
  'beds',
  'baths',
  'listingType',
  'listedWithin',
] as const;

/** Degrees to 5 decimals (about a metre). */
const degrees = (n: number) => String(Number(n.toFixed(5)));

/**
 * The /results path of criteria, for links built outside the web app (alert mails): the same
 * parameters, order and encoding as the web's resultsSearchUrl, whose test checks the two agree.
 */
export function resultsPathOf(criteria: TSearchCriteria): string {
  const pairs: [string, string][] = [];
  for (const key of ORDER) {
    const value = criteria[key];
    if (value === undefined || value === 'any') continue;
    pairs.push([key, String(value).trim()]);
  }
  if (criteria.features?.length) pairs.push(['features', criteria.features.join(',')]);
  const b = criteria.bounds;
  if (b) pairs.push(['bounds', [b.south, b.west, b.north, b.east].map(degrees).join(',')]);
  if (criteria.sort && criteria.sort !== DEFAULT_SORT) pairs.push(['sort', criteria.sort]);
  const query = pairs
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `/results?${query}` : '/results';
}
