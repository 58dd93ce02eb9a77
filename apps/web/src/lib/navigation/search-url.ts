import { DEFAULT_SORT } from '@app/shared/constants/search';
import { PROPERTY_FEATURE_IDS, type TPropertyFeatureId } from '@app/shared/reference/property';
import { resultsPathOf } from '@app/shared/search/results-path';
import { MAX_SEARCH_PAGE } from '@app/shared/search/search-limits';
import type { TBounds, TSearchCriteria } from '@app/shared/search/search.schema';
import { isMortgageTopic, type MortgageTopic } from '../mortgage/mortgage-topics';
import { acceptedBounds, acceptedCriterion } from './url-criteria';

/** What a Results search may carry: the spec's two parameters plus any extra filter. */
export type ResultsSearch = {
  /** Free text: a city, state, ZIP or country ("Austin, TX"). */
  searchThis?: string | undefined;
  /** A property-type id from the shared reference lists ("single-family"). */
  searchPropertyType?: string | undefined;
  /** Any further filter, e.g. `mortgage: 'rates'`; empty values are left out. */
  [filter: string]: string | undefined;
};

/**
 * The /results URL for a search. Every link that starts a Results search builds its URL here,
 * so the Results page has a single format to read. Values are trimmed and empty ones dropped;
 * encodeURIComponent (not URLSearchParams) keeps spaces as %20, which both parsers accept.
 */
export function resultsUrl(search: ResultsSearch = {}): string {
  const query = Object.entries(search)
    .map(([name, value]) => [name, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `/results?${query}` : '/results';
}

/** The free-text search for a US city, written as listings write it: "Austin, TX". */
export function cityQuery(city: string, state: string): string {
  return `${city}, ${state}`;
}

/**
 * A whole Results search: the criteria the API gets (filters, sort, map area), the page, and the
 * mortgage tool open above the results, if any (the API never sees it).
 */
export type ResultsState = { criteria: TSearchCriteria; pageNo: number; mortgage?: MortgageTopic | undefined };

/** Criteria read from one text parameter each, in the order the URL writes them. */
const TEXT_KEYS = ['searchThis', 'searchPropertyType'] as const;
const RANGE_KEYS = [
  ['priceMin', 'priceMax'],
  ['sizeMin', 'sizeMax'],
  ['lotMin', 'lotMax'],
  ['yearMin', 'yearMax'],
] as const;
const CHOICE_KEYS = ['beds', 'baths', 'listingType', 'listedWithin'] as const;

/** The parameter names the Results URL uses; anything else in a /results URL is ignored. */
export const RESULTS_PARAMS = [
  ...TEXT_KEYS,
  ...RANGE_KEYS.flat(),
  ...CHOICE_KEYS,
  'features',
  'bounds',
  'sort',
  'mortgage',
  'pageNo',
] as const;

/** A value the shared schema accepts for `key`, else undefined (bad input is dropped, never thrown). */
const accepted = acceptedCriterion;

/** A whole number from a URL value ("250000"); anything else is NaN and fails the schema. */
const wholeNumber = (raw: string) => (/^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN);

function parseBounds(raw: string | null): TBounds | undefined {
  const parts = raw?.split(',').map(Number) ?? [];
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  const [south, west, north, east] = parts as [number, number, number, number];
  return acceptedBounds({ south, west, north, east });
}

function parseFeatures(raw: string | null): TPropertyFeatureId[] | undefined {
  const known = new Set<string>(PROPERTY_FEATURE_IDS);
  const ids = [...new Set(raw?.split(',').map((id) => id.trim()) ?? [])].filter((id): id is TPropertyFeatureId => known.has(id));
  return ids.length ? ids : undefined;
}

/**
 * Reads a Results search from a URL's query ("?searchThis=Austin&beds=2"). Unknown parameters and
 * values the shared schema would reject are ignored, so an old or hand-edited link still opens.
 */
export function parseResultsSearch(search: string | URLSearchParams): ResultsState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (key: string) => params.get(key) ?? undefined;
  const criteria: Record<string, unknown> = {};
  const searchThis = accepted('searchThis', get('searchThis'));
  if (searchThis) criteria.searchThis = searchThis;
  criteria.searchPropertyType = accepted('searchPropertyType', get('searchPropertyType'));
  for (const [min, max] of RANGE_KEYS) {
    const low = get(min) === undefined ? undefined : accepted(min, wholeNumber(get(min)!));
    const high = get(max) === undefined ? undefined : accepted(max, wholeNumber(get(max)!));
    criteria[min] = low;
    // A maximum below the minimum cannot match anything: keep the minimum, drop the maximum.
    criteria[max] = low !== undefined && high !== undefined && high < low ? undefined : high;
  }
  for (const key of CHOICE_KEYS) criteria[key] = accepted(key, get(key));
  if (criteria.beds === 'any') criteria.beds = undefined;
  if (criteria.baths === 'any') criteria.baths = undefined;
  criteria.features = parseFeatures(params.get('features'));
  criteria.bounds = parseBounds(params.get('bounds'));
  const sort = accepted('sort', get('sort'));
  criteria.sort = sort === DEFAULT_SORT ? undefined : sort;
  const pageNo = wholeNumber(get('pageNo') ?? '1');
  const state: ResultsState = {
    criteria: withoutEmpty(criteria) as TSearchCriteria,
    pageNo: pageNo >= 1 && pageNo <= MAX_SEARCH_PAGE ? pageNo : 1,
  };
  const mortgage = get('mortgage');
  if (isMortgageTopic(mortgage)) state.mortgage = mortgage;
  return state;
}

function withoutEmpty(record: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * The /results URL of a whole search: every filter, the sort, the map area (the shared
 * resultsPathOf, which alert mails use too), then the mortgage tool and the page, each left out
 * when there is none or it is the first.
 */
export function resultsSearchUrl({ criteria, pageNo, mortgage }: ResultsState): string {
  const path = resultsPathOf(criteria);
  const rest = [mortgage ? `mortgage=${mortgage}` : '', pageNo > 1 ? `pageNo=${pageNo}` : ''].filter(Boolean).join('&');
  if (!rest) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${rest}`;
}

/** True when the search narrows anything beyond the place and the sort (what Clear filters removes). */
export function hasFilters(criteria: TSearchCriteria): boolean {
  return Object.entries(criteria).some(([key, value]) => key !== 'searchThis' && key !== 'sort' && value !== undefined);
}

/** The same search without its filters: the place and the sort stay. */
export function clearedFilters(criteria: TSearchCriteria): TSearchCriteria {
  return withoutEmpty({ searchThis: criteria.searchThis, sort: criteria.sort }) as TSearchCriteria;
}

/**
 * The same search up to a price (whole dollars), as the mortgage tools ask for: every other
 * criterion stays, except a minimum price above it, which could then match nothing.
 */
export function withPriceMax(criteria: TSearchCriteria, priceMax: number): TSearchCriteria {
  const next = { ...criteria, priceMax: Math.floor(priceMax) };
  if (next.priceMin !== undefined && next.priceMin > next.priceMax) delete next.priceMin;
  return next;
}
