import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import MediaOrderPage from './media-order-page';

const PRO = '00000000-0000-4000-8000-0000000f0001';
const LISTING = '00000000-0000-4000-8000-0000000f0a01';
const media = (n: number, service: string, amount: number, timeFrame: number, description = '') => ({
  _id: `00000000-0000-4000-8000-0000000f000${n}`,
  professionalId: PRO,
  service,
  price: { amount, currency: 'USD' },
  timeFrame,
  description,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const OFFERED = {
  professionalId: PRO,
  appraisal: [],
  inspection: [],
  media: [media(2, 'aerial', 25_000, 3, 'Drone photos and a 2-minute film'), media(3, 'listing-translation', 8_000, 2)],
};
const OWN_LISTING = {
  _id: LISTING,
  title: 'Oak House',
  price: { amount: 50_000_000, currency: 'USD' },
  propertyType: 'house',
  listingType: 'sale',
  beds: 3,
  baths: 2,
  sizeSqft: 1800,
  address: { street: '12 Oak St', apt: null, city: 'Austin', state: 'TX', zip: '78701', country: 'us' },
  location: null,
  photo: null,
  publishedAt: null,
  status: 'active',
  complete: true,
  hidden: false,
  community: null,
  expiresAt: null,
  expiringSoon: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const CHECKOUT = {
  _id: '00000000-0000-4000-8000-0000000f0c01',
  status: 'open',
  product: { kind: 'service-order', ref: PRO },
  description: 'media order',
  line: null,
  amount: { amount: 33_000, currency: 'USD' },
  discount: null,
  paymentId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T11:00:00.000Z',
};

function renderAt(path: string, routes: StubRoutes) {
  const fetchMock = stubApi({
    [`GET /professionalServices/${PRO}`]: { data: OFFERED },
    'GET /properties/many': { data: [OWN_LISTING] },
    ...routes,
  });
  const rendered = renderWithApp(null, {
    path,
    routes: [
      { path: '/services/media/order/:professionalId/:page', element: <MediaOrderPage /> },
      { path: '/checkout/:checkoutId', element: <p>Checkout</p> },
    ],
  });
  return { fetchMock, rendered };
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('/services/media/order/{professional_id}/{page}', () => {
  it("shows each service's price and time frame, asks for at least one, then pays the order for a listing through the checkout", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt(`/services/media/order/${PRO}/1`, { 'POST /checkouts': { data: CHECKOUT } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order media services' })).toBeInTheDocument();
    const aerial = await screen.findByRole('checkbox', { name: /Aerial images and video\s*\$250\.00\s*ready in 3 days/ });
    expect(screen.getByText('Drone photos and a 2-minute film')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Listing' })).toHaveDisplayValue('Oak House · 12 Oak St, Austin, 78701');

    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(await screen.findByText('Select at least one item')).toBeInTheDocument();

    await user.click(aerial);
    await user.click(screen.getByRole('checkbox', { name: /Listing translation/ }));
    await user.click(screen.getByRole('button', { name: 'Review the order' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('$330.00')).toBeInTheDocument();
    expect(screen.getByText('5 days of the specialist accepting')).toBeInTheDocument();
    expect(screen.getByText('Oak House, 12 Oak St, Austin, 78701')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to pay $330.00' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: { kind: 'service-order', ref: PRO, options: { kind: 'media', listingId: LISTING, services: 'aerial,listing-translation' } },
    });
  });

  it('for a property the customer names, shows the server’s refusal and keeps the choices when going back', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderAt(`/services/media/order/${PRO}/1`, {
      'POST /checkouts': { status: 400, message: 'Outside of service area', code: 'OUTSIDE_SERVICE_AREA' },
    });
    await user.click(await screen.findByRole('checkbox', { name: /Listing translation/ }));
    await user.click(screen.getByRole('radio', { name: 'Another property' }));
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await user.type(screen.getByLabelText('Street address'), '9 Elm Rd');
    await user.type(screen.getByLabelText('City'), 'Boston');
    await user.type(screen.getByLabelText('ZIP code'), '02108');
    await user.click(screen.getByRole('button', { name: 'Review the order' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to pay $80.00' }));
    expect(await screen.findByText('Outside of service area')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toMatchObject({
      product: {
        options: { kind: 'media', street: '9 Elm Rd', city: 'Boston', postalCode: '02108', country: 'US', services: 'listing-translation' },
      },
    });
    await user.click(screen.getByRole('link', { name: 'Change the order' }));
    expect(await screen.findByRole('checkbox', { name: /Listing translation/ })).toBeChecked();
    expect(screen.getByLabelText('Street address')).toHaveValue('9 Elm Rd');
  });

  it('a malformed professional id or step reads as not found under the page heading, asking nothing of the server', async () => {
    const { fetchMock } = renderAt('/services/media/order/p-1/1', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Order media services' })).toBeInTheDocument();
    expect(screen.getByText(/This order page does not exist/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /professionalServices/p-1`)).toBe(0);
  });
});
