import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRoutes, renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { routes } from '../../../app/routes/route-table';
import { resetStores } from '../../../../test/test-helpers';
import { buildResults, MAP_RESULTS } from '../../../../test/fixtures/search.fixture';

vi.mock('../components/map/results-leaflet', () => ({
  mountResultsMap: () => ({
    setPoints: () => undefined,
    moveTo: () => undefined,
    view: () => ({ bounds: { south: 0, west: 0, north: 1, east: 1 }, zoom: 4 }),
    destroy: () => undefined,
  }),
}));

beforeAll(() => loadRoutes(routes, ['/results']), 60_000);
beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('/results in the route table', () => {
  it('is the Results page (named Results), searching what the footer and city links send', async () => {
    const fetchMock = stubApi({
      'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
      'POST /properties/search': { data: buildResults() },
      'POST /properties/search/map': { data: MAP_RESULTS },
    });
    const { router } = await renderWithApp(null, {
      path: '/results?searchThis=New%20York%2C%20NY&searchPropertyType=single-family',
      routes,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Single Family for sale in New York, NY' })).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ name: 'Results', serverRendered: true });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url) === '/api/v1/properties/search?pageNo=1&page=10' &&
            String(init?.body) === JSON.stringify({ searchThis: 'New York, NY', searchPropertyType: 'single-family' }),
        ),
      ).toBe(true),
    );
  });
});
