import { LOT_STEPS, PRICE_STEPS, SIZE_STEPS } from '@app/shared/constants/search';
import { MESSAGES } from '@app/shared/messages/messages';
import { SEARCH_TOTAL_CAP, WORD_SEARCH_TOTAL_CAP } from '@app/shared/search/search.schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkerWords } from '../components/map/map-markers';
import type { ResultsMapOptions, ResultsMapView } from '../components/map/results-leaflet';
import { POSITION_KEY } from '../hooks/use-scroll-position';
import { AUSTIN, buildResults, cardId, MAP_RESULTS } from '../../../../test/fixtures/search.fixture';
import { here, lastSearch, renderResults, searchCalls, stubSearchApi } from '../test-helpers';

// Leaflet itself is tested in results-leaflet.test.ts; here a stand-in records what the page asks of it.
const VIEW: ResultsMapView = { bounds: { south: 30.1, west: -97.9, north: 30.4, east: -97.6 }, zoom: 11 };
const fakeMap = vi.hoisted(() => ({ options: null as ResultsMapOptions | null, setPoints: vi.fn(), moveTo: vi.fn() }));
vi.mock('../components/map/results-leaflet', () => ({
  mountResultsMap: (_element: HTMLElement, options: ResultsMapOptions) => {
    fakeMap.options = options;
    return { setPoints: fakeMap.setPoints, moveTo: fakeMap.moveTo, view: () => VIEW, destroy: () => undefined };
  },
}));

beforeEach(() => {
  fakeMap.options = null;
  fakeMap.setPoints.mockReset();
  fakeMap.moveTo.mockReset();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const select = (name: string | RegExp) => screen.getByRole('combobox', { name });

describe('Results: the URL is the search', () => {
  it('restores every filter, the sort and the page from the URL, and sends them to the API', async () => {
    const fetchMock = stubSearchApi({ results: buildResults({ total: 25, pageNo: 2, place: AUSTIN }) });
    await renderResults(
      '/results?searchThis=Austin%2C%20TX&searchPropertyType=condo&priceMin=200000&priceMax=650000&yearMin=1990&beds=0&baths=5-plus' +
        '&listingType=resale&listedWithin=past-60-days&features=pool,sauna&sort=price-low-high&pageNo=2&unknown=1',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Condo/Co-op for sale in Austin, TX' })).toBeInTheDocument();
    expect(document.title).toBe('Condo/Co-op for sale in Austin, TX | Terranest');
    await screen.findByText('25 homes');
    expect(lastSearch(fetchMock)).toEqual({
      url: '/api/v1/properties/search?pageNo=2&page=10',
      body: {
        searchThis: 'Austin, TX',
        searchPropertyType: 'condo',
        priceMin: 200000,
        priceMax: 650000,
        yearMin: 1990,
        beds: '0',
        baths: '5-plus',
        listingType: 'resale',
        listedWithin: 'past-60-days',
        features: ['pool', 'sauna'],
        sort: 'price-low-high',
      },
    });
    const filters = screen.getByRole('search', { name: 'Search filters' });
    expect(within(filters).getByRole('combobox', { name: 'Location' })).toHaveValue('Austin, TX');
    expect(select('Property type')).toHaveDisplayValue('Condo/Co-op');
    expect(screen.getByRole('combobox', { name: 'Price (USD): minimum' })).toHaveValue('200000');
    expect(screen.getByRole('combobox', { name: 'Year built: minimum' })).toHaveValue('1990');
    expect(select('Beds')).toHaveDisplayValue('Studio');
    expect(select('Baths')).toHaveDisplayValue('5+');
    // Rooms mean "at least", as the spec's 1+ to 5+ read; baths have no "0".
    const labels = (name: string) =>
      within(select(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels('Beds')).toEqual(['Any', 'Studio', '1+', '2+', '3+', '4+', '5+']);
    expect(labels('Baths')).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
    expect(select('Resale or new development')).toHaveDisplayValue('Resale');
    expect(select('Listed')).toHaveDisplayValue('Past 60 days');
    expect(screen.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sauna' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Elevator' })).not.toBeChecked();
    expect(select('Sort by')).toHaveDisplayValue('Price low to high');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts each filter in the URL and the request body, back on page 1', async () => {
    const fetchMock = stubSearchApi();
    const { router } = await renderResults('/results?searchThis=Austin&pageNo=2');
    await screen.findByText('3 homes');
    const user = userEvent.setup();

    await user.selectOptions(select('Beds'), '2');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&beds=2'));
    await user.selectOptions(select('Property type'), 'Open House');
    await user.type(screen.getByRole('combobox', { name: 'Price (USD): minimum' }), '250,000{Enter}');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&searchPropertyType=open-house&priceMin=250000&beds=2'));
    await user.type(screen.getByRole('combobox', { name: 'Lot size (sq ft): maximum' }), '9000');
    await user.tab();
    await user.click(screen.getByRole('checkbox', { name: 'Solar' }));
    await user.selectOptions(select('Listed'), 'Past 30 days');
    await user.selectOptions(select('Resale or new development'), 'New Development');
    const url =
      '/results?searchThis=Austin&searchPropertyType=open-house&priceMin=250000&lotMax=9000&beds=2&listingType=new-development&listedWithin=past-30-days&features=solar';
    await waitFor(() => expect(here(router)).toBe(url));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toEqual({
        url: '/api/v1/properties/search?pageNo=1&page=10',
        body: {
          searchThis: 'Austin',
          searchPropertyType: 'open-house',
          priceMin: 250000,
          lotMax: 9000,
          beds: '2',
          listingType: 'new-development',
          listedWithin: 'past-30-days',
          features: ['solar'],
        },
      }),
    );
  });

  it('stays on the same page when a box is left unchanged', async () => {
    stubSearchApi({ results: buildResults({ total: 25 }) });
    const { router } = await renderResults('/results?searchThis=Austin&pageNo=3');
    await screen.findByText('25 homes');
    await userEvent.click(screen.getByRole('combobox', { name: 'Price (USD): minimum' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(here(router)).toBe('/results?searchThis=Austin&pageNo=3');
  });

  it('keeps what is typed in the maximum while the search of the minimum just entered lands', async () => {
    stubSearchApi();
    const { router } = await renderResults('/results?searchThis=Austin%2C%20TX');
    await screen.findByText('3 homes');
    const user = userEvent.setup();
    const priceMax = screen.getByRole('combobox', { name: 'Price (USD): maximum' });
    await user.type(screen.getByRole('combobox', { name: 'Price (USD): minimum' }), '300000');
    await user.tab();
    await user.type(priceMax, '8');
    // The search of the minimum (and the map following its results) changes the URL mid-typing.
    await act(() => router.navigate('/results?searchThis=Austin%2C+TX&priceMin=300000&sort=most-recent', { replace: true }));
    await user.type(priceMax, '00000');
    expect(priceMax).toHaveValue('800000');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin%2C%20TX&priceMin=300000&priceMax=800000&sort=most-recent'));
    expect(priceMax).toHaveValue('800000');
    expect(screen.queryByText(MESSAGES.minAboveMax)).not.toBeInTheDocument();
  });

  it('shows the schema message for a minimum above its maximum and does not search it', async () => {
    const fetchMock = stubSearchApi();
    const { router } = await renderResults('/results?priceMax=100000');
    await screen.findByText('3 homes');
    const calls = searchCalls(fetchMock).length;
    await userEvent.type(screen.getByRole('combobox', { name: 'Price (USD): minimum' }), '500000{Enter}');
    expect(await screen.findByText(MESSAGES.minAboveMax)).toBeInTheDocument();
    expect(here(router)).toBe('/results?priceMax=100000');
    expect(searchCalls(fetchMock)).toHaveLength(calls);
  });

  it('suggests the round prices the map keeps its counts between, and still searches any typed price', async () => {
    const fetchMock = stubSearchApi();
    const { router } = await renderResults('/results?searchThis=Austin');
    await screen.findByText('3 homes');
    const priceMin = screen.getByRole('combobox', { name: 'Price (USD): minimum' });
    const priceMax = screen.getByRole('combobox', { name: 'Price (USD): maximum' });
    const listId = priceMin.getAttribute('list') ?? '';
    expect(listId).not.toBe('');
    expect(priceMax).toHaveAttribute('list', listId);
    const list = document.getElementById(listId);
    expect(list?.tagName).toBe('DATALIST');
    const options = [...(list?.querySelectorAll('option') ?? [])];
    expect(options.map((o) => o.value)).toEqual(PRICE_STEPS.map(String));
    expect(options.find((o) => o.value === '400000')).toHaveTextContent('400,000');
    expect(options.find((o) => o.value === '1000000')).toHaveTextContent('1,000,000');
    // Size, lot and year boxes suggest their own round values; years read without a thousands separator.
    const suggested = (name: string) => [
      ...(document.getElementById(screen.getByRole('combobox', { name }).getAttribute('list') ?? '')?.querySelectorAll('option') ?? []),
    ];
    expect(suggested('Size (sq ft): maximum').map((o) => o.value)).toEqual(SIZE_STEPS.map(String));
    expect(suggested('Size (sq ft): minimum').find((o) => o.value === '2000')).toHaveTextContent('2,000');
    expect(suggested('Lot size (sq ft): minimum').map((o) => o.value)).toEqual(LOT_STEPS.map(String));
    expect(suggested('Year built: maximum').find((o) => o.value === '2015')).toHaveTextContent(/^2015$/);

    await userEvent.type(priceMin, '333000{Enter}');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&priceMin=333000'));
    await waitFor(() => expect(lastSearch(fetchMock)?.body).toEqual({ searchThis: 'Austin', priceMin: 333000 }));
  });

  it('searches a typed or picked place, leaving the old map area behind', async () => {
    const fetchMock = stubSearchApi();
    const { router } = await renderResults('/results?searchThis=Austin&bounds=30.1,-97.9,30.4,-97.6&beds=1');
    await screen.findByText('3 homes');
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Boston, MA{Enter}');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Boston%2C%20MA&beds=1'));
    await waitFor(() => expect(lastSearch(fetchMock)?.body).toEqual({ searchThis: 'Boston, MA', beds: '1' }));
  });

  it('clears the filters but keeps the place and the sort', async () => {
    stubSearchApi();
    const { router } = await renderResults('/results?searchThis=Austin&beds=2&features=pool&sort=most-recent');
    await screen.findByText('3 homes');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&sort=most-recent'));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(select('Beds')).toHaveDisplayValue('Any');
  });
});

describe('Results: sort, count and pages', () => {
  it('sorts by the spec’s four sorts, back on page 1', async () => {
    const fetchMock = stubSearchApi({ results: buildResults({ total: 25 }) });
    const { router } = await renderResults('/results?searchThis=Austin&pageNo=3');
    await screen.findByText('25 homes');
    expect(
      within(select('Sort by'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Most Recent', 'Price low to high', 'Price high to low']);
    await userEvent.selectOptions(select('Sort by'), 'Price high to low');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&sort=price-high-low'));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toEqual({
        url: '/api/v1/properties/search?pageNo=1&page=10',
        body: { searchThis: 'Austin', sort: 'price-high-low' },
      }),
    );
  });

  it('says "10,000+ homes" when the count reaches the cap', async () => {
    stubSearchApi({ results: buildResults({ total: SEARCH_TOTAL_CAP }) });
    await renderResults('/results');
    expect(await screen.findByText('10,000+ homes')).toHaveAttribute('role', 'status');
  });

  it('says "1,000+ homes" when a word search reaches its own cap', async () => {
    stubSearchApi({ results: buildResults({ total: WORD_SEARCH_TOTAL_CAP, totalCap: WORD_SEARCH_TOTAL_CAP }) });
    await renderResults('/results?searchThis=hardwood%20floors');
    expect(await screen.findByText('1,000+ homes')).toHaveAttribute('role', 'status');
  });

  it('counts all matches ("1,234 homes") and pages 10 at a time with the current page marked', async () => {
    const fetchMock = stubSearchApi({ results: buildResults({ total: 1234 }) });
    const { router } = await renderResults('/results');
    expect(await screen.findByText('1,234 homes')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '124', 'Next']);
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(here(router)).toBe('/results?pageNo=2'));
    await waitFor(() => expect(lastSearch(fetchMock)?.url).toBe('/api/v1/properties/search?pageNo=2&page=10'));
  });

  it('on the last page, Next is disabled and Previous leads back', async () => {
    stubSearchApi({ results: buildResults({ total: 25, pageNo: 3, count: 5 }) });
    await renderResults('/results?searchThis=Austin&pageNo=3');
    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/results?searchThis=Austin&pageNo=2');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/results?searchThis=Austin');
  });

  it('shows no page links for one page, and a way back from a page past the last', async () => {
    stubSearchApi({ results: { data: { ...buildResults({ total: 3 }), data: [], pageNo: 9 } } });
    await renderResults('/results?pageNo=9');
    expect(await screen.findByText('This page is past the last page of results.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the last page' })).toHaveAttribute('href', '/results');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });
});

describe('Results: loading, empty and error states', () => {
  it('shows card skeletons while the search runs', async () => {
    stubSearchApi({ results: () => new Promise<never>(() => undefined) as never });
    const { container } = await renderResults('/results?searchThis=Austin');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"].animate-pulse')).toHaveLength(10);
  });

  it("heads the list of cards with a level-2 heading, so the cards' h3 do not sit straight under the h1", async () => {
    stubSearchApi({ results: buildResults() });
    await renderResults('/results?searchThis=Austin');
    const list = await screen.findByRole('region', { name: 'Results list' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Results list' })).toBeInTheDocument();
    expect((await within(list).findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
  });

  it('offers to clear the filters when nothing matches', async () => {
    stubSearchApi({ results: buildResults({ total: 0 }) });
    const { router } = await renderResults('/results?searchThis=Austin&beds=5-plus');
    expect(await screen.findByRole('heading', { name: 'No homes match this search' })).toBeInTheDocument();
    expect(screen.getByText('0 homes')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Results list' });
    await userEvent.click(within(list).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin'));
  });

  it("shows 'An error has occured' with a retry when the search fails, and retrying loads the results", async () => {
    let calls = 0;
    stubSearchApi({ results: () => (++calls === 1 ? { status: 500, message: MESSAGES.anErrorHasOccured } : { data: buildResults() }) });
    await renderResults('/results?searchThis=Austin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the results.');
    expect(alert).toHaveTextContent('An error has occured');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 homes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Results: the map', () => {
  const words = () => fakeMap.setPoints.mock.calls.at(-1)?.[1] as MarkerWords;

  it('asks the map endpoint for the visible area and draws its clusters and price markers', async () => {
    const fetchMock = stubSearchApi({ results: buildResults({ place: AUSTIN }) });
    await renderResults('/results?searchThis=Austin%2C%20TX&beds=2');
    await waitFor(() => expect(fakeMap.setPoints).toHaveBeenCalledWith(MAP_RESULTS.points, expect.anything()));
    expect(fakeMap.options?.target).toEqual({ lat: AUSTIN.lat, lng: AUSTIN.lng, zoom: 11 });
    const mapCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/properties/search/map');
    expect(JSON.parse(String(mapCall?.[1]?.body))).toEqual({
      criteria: { searchThis: 'Austin, TX', beds: '2' },
      bounds: VIEW.bounds,
      zoom: 11,
    });
    expect(words().cluster(42)).toBe('42 homes here. Zoom in');
    expect(words().listing({ amount: 125_000_000, currency: 'USD' })).toEqual({
      text: '$1.25M',
      name: '$1.25M: home for $1,250,000.00. Open the listing',
    });
  });

  it('opens a listing from its marker', async () => {
    stubSearchApi();
    const { router } = await renderResults('/results');
    await waitFor(() => expect(fakeMap.options).not.toBeNull());
    act(() => fakeMap.options!.onOpenListing(cardId(1)));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listings/${cardId(1)}`));
  });

  it('"Search as I move the map" searches the visible area, then each area the reader moves to', async () => {
    const fetchMock = stubSearchApi();
    const { router } = await renderResults('/results?searchThis=Austin');
    const toggle = await screen.findByRole('checkbox', { name: 'Search as I move the map' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&bounds=30.1%2C-97.9%2C30.4%2C-97.6'));
    expect(toggle).toBeChecked();
    await waitFor(() => expect(lastSearch(fetchMock)?.body).toEqual({ searchThis: 'Austin', bounds: VIEW.bounds }));

    const moved = { bounds: { south: 30.2, west: -97.8, north: 30.35, east: -97.65 }, zoom: 12 };
    act(() => fakeMap.options!.onViewChange(moved, true));
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&bounds=30.2%2C-97.8%2C30.35%2C-97.65'));
    // The page's own moves (a first fit) never search.
    act(() => fakeMap.options!.onViewChange(VIEW, false));
    expect(here(router)).toBe('/results?searchThis=Austin&bounds=30.2%2C-97.8%2C30.35%2C-97.65');

    await userEvent.click(toggle);
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin'));
  });

  it('gives the map its controls’ words in the reader’s language', async () => {
    stubSearchApi();
    await renderResults('/results');
    await waitFor(() => expect(fakeMap.options).not.toBeNull());
    expect(fakeMap.options!.words).toMatchObject({ zoomIn: 'Zoom in', zoomOut: 'Zoom out' });
  });
});

describe('Results: coming back', () => {
  it('restores the same search, filters and page on Back from a listing', async () => {
    const fetchMock = stubSearchApi({ results: buildResults({ total: 25 }) });
    const { router } = await renderResults('/results?searchThis=Austin&beds=2&pageNo=2');
    await screen.findByText('25 homes');
    await userEvent.click(screen.getByRole('link', { name: /^1 Congress Ave/ }));
    expect(await screen.findByText('Listing page')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('25 homes')).toBeInTheDocument();
    expect(here(router)).toBe('/results?searchThis=Austin&beds=2&pageNo=2');
    expect(select('Beds')).toHaveDisplayValue('2+');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(lastSearch(fetchMock)).toEqual({ url: '/api/v1/properties/search?pageNo=2&page=10', body: { searchThis: 'Austin', beds: '2' } });
  });

  it('scrolls back to the position kept in session storage as positionY for the same search', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ url: '/results?searchThis=Austin', y: 640 }));
    stubSearchApi();
    await renderResults('/results?searchThis=Austin');
    await screen.findByText('3 homes');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640));
    scrollTo.mockRestore();
  });

  it('keeps the position as the reader scrolls', async () => {
    stubSearchApi();
    await renderResults('/results?searchThis=Miami');
    await screen.findByText('3 homes');
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(POSITION_KEY)!)).toEqual({ url: '/results?searchThis=Miami', y: 300 }));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

describe('Results in Spanish', () => {
  it('reads the heading, count, sort, filters, price suggestions and Studio in Spanish', async () => {
    stubSearchApi({ results: buildResults({ total: SEARCH_TOTAL_CAP }) });
    await renderResults('/results?searchThis=Austin%2C%20TX&beds=0', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Viviendas en venta en Austin, TX' })).toBeInTheDocument();
    expect(await screen.findByText('Más de 10.000 viviendas')).toBeInTheDocument();
    expect(select('Ordenar por')).toHaveDisplayValue('Relevancia');
    expect(select('Habitaciones')).toHaveDisplayValue('Estudio');
    const priceList = document.getElementById(screen.getByRole('combobox', { name: 'Precio (USD): mínimo' }).getAttribute('list') ?? '');
    expect(priceList?.querySelector('option[value="400000"]')).toHaveTextContent('400.000');
    expect(screen.getByRole('checkbox', { name: 'Buscar al mover el mapa' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas de resultados' })).toBeInTheDocument();
  });
});
