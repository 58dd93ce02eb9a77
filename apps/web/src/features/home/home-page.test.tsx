import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi, type StubReply } from '../../../test/stub-api';
import HomePage from './home-page';

function listing(overrides: Partial<TListingCard> = {}): TListingCard {
  return {
    _id: '3f1c2a7e-8b4d-4c3a-9e2f-1a2b3c4d5e6f',
    title: 'Sunny loft',
    price: { amount: 125_000_000, currency: 'USD' },
    propertyType: 'condo',
    listingType: 'resale',
    beds: 2,
    baths: 1,
    sizeSqft: 1200,
    address: { street: '12 Congress Ave', apt: null, city: 'Austin', state: 'TX', zip: '78701', country: 'us' },
    location: { type: 'Point', coordinates: [-97.74, 30.27] },
    photo: { url: '/media/loft.jpg' },
    publishedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

const studio = listing({
  _id: '7a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d',
  beds: 0,
  price: { amount: 45_000_000, currency: 'USD' },
  address: { street: '5 Calle Mayor', apt: '3B', city: 'Madrid', state: 'MD', zip: '28013', country: 'es' },
  sizeSqft: 538,
  photo: null,
});

const cities = [
  { city: 'Atlanta', state: 'GA', listingCount: 12 },
  { city: 'Austin', state: 'TX', listingCount: 1234 },
];

function stubHome(featured: StubReply | ((body: unknown) => StubReply) = { data: [listing(), studio] }) {
  return stubApi({
    'GET /properties/featured-cities': { data: cities },
    'GET /properties/featured': featured,
    'GET /places': { data: [] },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('HomePage', () => {
  it('shows the featured cities with their listing counts, each a Results search for "City, ST"', async () => {
    stubHome();
    await renderWithApp(<HomePage />);
    // Wait on the text first: role queries over the whole page are slow in jsdom under a full run.
    await screen.findByText('1,234 homes');
    const austin = screen.getByRole('link', { name: /Austin, TX\s*1,234 homes/ });
    expect(austin).toHaveAttribute('href', '/results?searchThis=Austin%2C%20TX');
    expect(screen.getByRole('link', { name: /Atlanta, GA\s*12 homes/ })).toBeInTheDocument();
  });

  it('shows featured listings as cards: price from minor units, Studio for 0 beds, sq m outside the US, link to the listing', async () => {
    const fetchMock = stubHome();
    await renderWithApp(<HomePage />);
    await screen.findByText('$1,250,000.00');
    const loft = screen.getByRole('link', { name: '12 Congress Ave, Austin, TX 78701' }).closest('article')!;
    expect(within(loft).getByText('$1,250,000.00')).toBeInTheDocument();
    expect(within(loft).getByText('2 beds')).toBeInTheDocument();
    expect(within(loft).getByText('1,200 sq ft')).toBeInTheDocument();
    expect(within(loft).getByRole('img', { name: '12 Congress Ave, Austin, TX 78701' })).toHaveAttribute('loading', 'lazy');
    expect(within(loft).getByRole('link')).toHaveAttribute('href', '/listings/3f1c2a7e-8b4d-4c3a-9e2f-1a2b3c4d5e6f');

    const madrid = screen.getByRole('link', { name: /5 Calle Mayor, 3B/ }).closest('article')!;
    expect(within(madrid).getByText('Studio')).toBeInTheDocument();
    expect(within(madrid).getByText('50 m² (538 sq ft)')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/v1/properties/featured?limit=8')).toBe(true);
  });

  it("writes card prices like every other price of the app, in Spanish and Chinese too (US dollars the spec's way)", async () => {
    for (const locale of ['es', 'zh-Hant'] as const) {
      stubHome();
      const { unmount } = await renderWithApp(<HomePage />, { locale });
      expect(await screen.findByText('$1,250,000.00')).toBeInTheDocument();
      expect(screen.queryByText(/US\$/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says so when there are no featured listings', async () => {
    stubHome({ data: [] });
    await renderWithApp(<HomePage />);
    expect(await screen.findByText(/There are no featured properties right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all homes' })).toHaveAttribute('href', '/results');
  });

  it('shows the server message and a retry button when featured listings fail, and retrying loads them', async () => {
    let calls = 0;
    stubHome(() => (++calls === 1 ? { status: 500, message: 'An error has occured' } : { data: [listing()] }));
    const { i18n } = await renderWithApp(<HomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the featured properties.');
    expect(alert).toHaveTextContent(i18n.t('messages:anErrorHasOccured'));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$1,250,000.00')).toBeInTheDocument();
  });

  it('searches Results for the typed location when Buy is chosen', async () => {
    stubHome();
    const { router } = await renderWithApp(<HomePage />);
    await userEvent.type(screen.getByRole('combobox', { name: /Where do you want to buy/ }), 'Austin, TX');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/results?searchThis=Austin%2C%20TX');
  });

  it('suggests places while typing, and picking a ZIP code searches it ("78701")', async () => {
    stubApi({
      'GET /properties/featured-cities': { data: cities },
      'GET /properties/featured': { data: [] },
      'GET /places': {
        data: [
          {
            id: 'zip:78701',
            kind: 'zip',
            label: '78701, Austin, TX',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
            country: 'us',
            lat: 30.27,
            lng: -97.74,
          },
        ],
      },
    });
    const { router } = await renderWithApp(<HomePage />);
    await userEvent.type(screen.getByRole('combobox', { name: /Where do you want to buy/ }), '787');
    await screen.findByRole('option', { name: /78701, Austin, TX/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /78701, Austin, TX/, selected: true })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/results?searchThis=78701');
  });

  it('searches all of Results when Buy is submitted with an empty box', async () => {
    stubHome();
    const { router } = await renderWithApp(<HomePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/results');
  });

  it('sends sellers to the listing wizard and offers how selling works', async () => {
    stubHome();
    const { router } = await renderWithApp(<HomePage />);
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    const hero = screen.getByRole('region', { name: 'Find your next home, wherever you are' });
    expect(within(hero).getByRole('link', { name: 'How selling works' })).toHaveAttribute('href', '/information/seller');
    await userEvent.type(screen.getByRole('textbox', { name: /Where is your property/ }), 'Miami');
    await userEvent.click(screen.getByRole('button', { name: 'List your property' }));
    expect(router.state.location.pathname).toBe('/dashboard/listings/new');
  });

  it('links how it works to the buyer, seller and professional information pages', async () => {
    stubHome();
    await renderWithApp(<HomePage />);
    expect(screen.getByRole('link', { name: 'How buying works' })).toHaveAttribute('href', '/information/buyer');
    expect(screen.getByRole('link', { name: 'How it works for professionals' })).toHaveAttribute('href', '/information/professional');
  });
});
