import type { TSearchResults } from '@app/shared/search/search.schema';
import { renderWithApp } from '../../../test/render';
import { stubApi, type StubReply } from '../../../test/stub-api';
import type { LocaleId } from '../../lib/i18n/locales';
import ResultsPage from './pages/results-page';
import { buildResults, MAP_RESULTS } from '../../../test/fixtures/search.fixture';

type SearchStubs = {
  results?: TSearchResults | StubReply | ((body: unknown) => StubReply);
  map?: StubReply;
};

/** Stubs the search, map and places endpoints; results default to three Austin cards. */
export function stubSearchApi({ results = buildResults(), map = { data: MAP_RESULTS } }: SearchStubs = {}) {
  const reply = typeof results === 'function' || 'status' in results || !('total' in results) ? results : { data: results };
  return stubApi({ 'POST /properties/search': reply as StubReply, 'POST /properties/search/map': map, 'GET /places': { data: [] } });
}

/** The URL and body of every POST /properties/search, in order. */
export function searchCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith('/api/v1/properties/search?'))
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) as unknown }));
}

/** The last POST /properties/search. */
export function lastSearch(fetchMock: ReturnType<typeof stubApi>) {
  const calls = searchCalls(fetchMock);
  return calls[calls.length - 1];
}

/** The Results page at `path`, with a listing page to land on. */
export function renderResults(path: string, locale?: LocaleId) {
  return renderWithApp(null, {
    path,
    locale,
    routes: [
      { path: '/results', element: <ResultsPage /> },
      { path: '/listings/:id', element: <p>Listing page</p> },
    ],
  });
}

/** The app's path after navigation: pathname and query. */
export const here = (router: Awaited<ReturnType<typeof renderResults>>['router']) =>
  router.state.location.pathname + router.state.location.search;
