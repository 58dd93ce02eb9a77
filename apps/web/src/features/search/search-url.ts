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
