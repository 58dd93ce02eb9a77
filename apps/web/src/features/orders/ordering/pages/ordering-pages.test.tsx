import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../../test/fixtures/account.fixture';
import { buildProperty, PROPERTY_ID } from '../../../../../test/fixtures/listing.fixture';
import { buildCheckout } from '../../../../../test/fixtures/payments.fixture';
import { renderWithApp } from '../../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../../test/test-helpers';
import AppraisalPropertyOrderPage from './appraisal-property-order-page';
import InspectionAddressOrderPage from './inspection-address-order-page';
import InspectionProfessionalOrderPage from './inspection-professional-order-page';
import InspectionPropertyOrderPage from './inspection-property-order-page';

const ANA = '00000000-0000-4000-8000-0000000e0101';
const BO = '00000000-0000-4000-8000-0000000e0102';
const usd = (amount: number) => ({ amount, currency: 'USD' });
const UPDATED = '2026-11-20T10:00:00.000Z';

/** An appraiser pricing 1,500 to 2,999 sq ft: Desktop $90 in 2 days, Drive-by $180 in 4. */
const appraiser = (id: string, firstName: string, lastName: string, desktop = 9_000) => ({
  professionalId: id,
  name: { firstName, lastName },
  appraisal: [
    {
      _id: `${id.slice(0, -4)}a${id.slice(-3)}`,
      professionalId: id,
      sizeRange: '1500-2999',
      currency: 'USD',
      types: { desktop: { price: usd(desktop), leadTime: 2 }, 'drive-by': { price: usd(18_000), leadTime: 4 }, full: null },
      updatedAt: UPDATED,
    },
  ],
  inspection: [],
  media: [],
});

const inspectionService = (id: string, item: string, price: number, leadTime: number) => ({
  _id: `00000000-0000-4000-8000-00000000${id}`,
  professionalId: ANA,
  item,
  price: usd(price),
  leadTime,
  updatedAt: UPDATED,
});
const INSPECTION = [inspectionService('f001', 'general-inspection', 45_000, 3), inspectionService('f002', 'radon-gas', 15_000, 2)];
const inspector = { professionalId: ANA, name: { firstName: 'Ana', lastName: 'Reyes' }, appraisal: [], inspection: INSPECTION, media: [] };

const CHECKOUT = buildCheckout({
  _id: '00000000-0000-4000-8000-0000000e0003',
  product: { kind: 'service-order', ref: ANA },
  description: 'order for 78701',
  line: null,
  amount: { amount: 18_000, currency: 'USD' },
});

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

async function visit(path: string, api: StubRoutes) {
  const fetchMock = stubApi({ 'POST /checkouts': { data: CHECKOUT }, ...api });
  const view = await renderWithApp(null, {
    path,
    routes: [
      { path: '/appraisal/:propertyId', element: <AppraisalPropertyOrderPage /> },
      { path: '/inspection/add', element: <InspectionAddressOrderPage /> },
      { path: '/inspection/:propertyId', element: <InspectionPropertyOrderPage /> },
      { path: '/services/inspection/order/:professionalId/:page', element: <InspectionProfessionalOrderPage /> },
      { path: '/checkout/:checkoutId', element: <p>Checkout</p> },
    ],
  });
  return { fetchMock, view, user: userEvent.setup() };
}

describe('/appraisal/{property_id}', () => {
  it('lists the appraisers serving the listing’s ZIP with prices, and orders the chosen type for the listing’s size', async () => {
    const providersQuery = vi.fn();
    const { fetchMock, user } = await visit(`/appraisal/${PROPERTY_ID}`, {
      [`GET /properties/${PROPERTY_ID}`]: { data: buildProperty() },
      'GET /professionalServices': (_body, url) => {
        providersQuery(Object.fromEntries(url.searchParams));
        return { data: [appraiser(ANA, 'Ana', 'Reyes', 12_000), appraiser(BO, 'Bo', 'Chen')] };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order an appraisal' })).toBeInTheDocument();
    expect(await screen.findByText('12 Oak Street, Austin, TX, 78701')).toBeInTheDocument();
    const providers = await screen.findByRole('group', { name: 'Providers serving 78701' });
    expect(providersQuery).toHaveBeenCalledWith({ kind: 'appraisal', country: 'us', postalCode: '78701' });
    expect(within(providers).getByRole('radio', { name: 'Ana Reyes' })).toHaveAccessibleDescription('From $120.00 · 2 to 4 days');
    expect(within(providers).getByRole('radio', { name: 'Bo Chen' })).toHaveAccessibleDescription('From $90.00 · 2 to 4 days');
    expect(screen.getByText('Choose a provider to see their prices.')).toBeInTheDocument();

    await user.click(within(providers).getByRole('radio', { name: 'Bo Chen' }));
    // The listing has 2,000 sq ft: its size range is chosen already.
    expect(screen.getByRole('radio', { name: /1,500 to 2,999 sq ft/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('Please completely fill out at least one of the appraisal type and select the property size.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Full/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Drive-by/ }));
    expect(screen.getByText(/ready in 4 days/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to pay $180.00' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: {
        kind: 'service-order',
        ref: BO,
        options: { kind: 'appraisal', listingId: PROPERTY_ID, appraisalType: 'drive-by', sizeRange: '1500-2999' },
      },
    });
  });

  it('shows the price in the customer’s own currency too', async () => {
    await visit(`/appraisal/${PROPERTY_ID}`, {
      'GET /account': { data: buildAccount({ profile: { ...buildAccount().profile, preferredCurrency: 'TWD' } }) },
      'GET /exchange-rates': { data: { day: '2026-11-25', source: 'ecb', base: 'USD', rates: { USD: 1, TWD: 32 } } },
      [`GET /properties/${PROPERTY_ID}`]: { data: buildProperty() },
      'GET /professionalServices': { data: [appraiser(BO, 'Bo', 'Chen')] },
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Desktop/ }));
    expect(await screen.findByText('(≈ NT$2,880.00)')).toBeInTheDocument();
  });

  it("says 'Sorry, no matching options' when nobody serves the listing's ZIP", async () => {
    await visit(`/appraisal/${PROPERTY_ID}`, {
      [`GET /properties/${PROPERTY_ID}`]: { data: buildProperty() },
      'GET /professionalServices': { data: [] },
    });
    expect(await screen.findByText('Sorry, no matching options')).toBeInTheDocument();
  });

  it('a malformed or unknown property id shows not found under the heading', async () => {
    const { fetchMock } = await visit('/appraisal/not-a-listing', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Order an appraisal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Property not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/inspection/{property_id}', () => {
  it("needs at least one item ('Select at least one item'), then pays for the items ticked", async () => {
    const { fetchMock, user } = await visit(`/inspection/${PROPERTY_ID}`, {
      [`GET /properties/${PROPERTY_ID}`]: { data: buildProperty() },
      'GET /professionalServices': { data: [inspector] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order an inspection' })).toBeInTheDocument();
    // The only inspector serving the ZIP is chosen already.
    expect(await screen.findByRole('radio', { name: 'Ana Reyes' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one item');
    expect(callsTo(fetchMock, 'POST /checkouts')).toBe(0);

    await user.click(screen.getByRole('checkbox', { name: /General Inspection \$450\.00 · 3 days/ }));
    await user.click(screen.getByRole('checkbox', { name: /Radon Gas \$150\.00 · 2 days/ }));
    expect(screen.getByText(/ready in 5 days/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to pay $600.00' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: {
        kind: 'service-order',
        ref: ANA,
        options: { kind: 'inspection', listingId: PROPERTY_ID, items: 'general-inspection,radon-gas' },
      },
    });
  });

  it('an unknown listing reads as not found, with the way to order for an address', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    await visit(`/inspection/${unknown}`, { [`GET /properties/${unknown}`]: { status: 404, message: 'Not found' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Property not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order an inspection for an address' })).toHaveAttribute('href', '/inspection/add');
  });
});

describe('/inspection/add', () => {
  it('asks for the address with the spec’s field messages, keeps it, then lists the inspectors of its postal code', async () => {
    const providersQuery = vi.fn();
    const { fetchMock, user } = await visit('/inspection/add', {
      'GET /professionalServices': (_body, url) => {
        providersQuery(Object.fromEntries(url.searchParams));
        return { data: [inspector] };
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Order an inspection' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '7870');
    await user.click(screen.getByRole('button', { name: 'Find inspectors' }));
    expect(await screen.findByText('Address required.')).toBeInTheDocument();
    expect(screen.getByText('City required.')).toBeInTheDocument();
    expect(screen.getByText('5-digit postal codes (zip) only.')).toBeInTheDocument();
    expect(providersQuery).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Street address'), '500 Elm Street');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.type(screen.getByLabelText('ZIP code'), '1');
    await user.click(screen.getByRole('button', { name: 'Find inspectors' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Inspectors serving 78701' })).toBeInTheDocument();
    expect(providersQuery).toHaveBeenCalledWith({ kind: 'inspection', country: 'US', postalCode: '78701' });
    expect(screen.getByLabelText('Street address')).toHaveValue('500 Elm Street');

    await user.click(await screen.findByRole('checkbox', { name: /Radon Gas/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to pay $150.00' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: {
        kind: 'service-order',
        ref: ANA,
        options: {
          kind: 'inspection',
          street: '500 Elm Street',
          city: 'Austin',
          state: '',
          postalCode: '78701',
          country: 'US',
          items: 'radon-gas',
        },
      },
    });
  });
});

describe('/services/inspection/order/{professional_id}/{page}', () => {
  it("page 1 keeps the address when the professional does not serve it ('Outside of service area'); page 2 orders the items", async () => {
    const { fetchMock, user, view } = await visit(`/services/inspection/order/${ANA}/1`, {
      [`GET /professionalServices/${ANA}`]: (_body, url) =>
        url.searchParams.get('postalCode') === '78701'
          ? { data: { professionalId: ANA, appraisal: [], inspection: INSPECTION, media: [] } }
          : { status: 400, code: 'OUTSIDE_SERVICE_AREA', message: 'Outside of service area' },
    });
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Street address'), '500 Elm Street');
    await user.type(screen.getByLabelText('City'), 'Austin');
    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Outside of service area')).toBeInTheDocument();
    expect(screen.getByLabelText('Street address')).toHaveValue('500 Elm Street');

    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/services/inspection/order/${ANA}/2`);
    await user.click(await screen.findByRole('checkbox', { name: /General Inspection/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to pay $450.00' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /checkouts')).toMatchObject({
      product: { ref: ANA, options: { kind: 'inspection', postalCode: '78701', country: 'US', items: 'general-inspection' } },
    });
  });

  it('page 2 without an address goes back to page 1; another page is not found', async () => {
    const { view } = await visit(`/services/inspection/order/${ANA}/2`, {});
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/services/inspection/order/${ANA}/1`);
    await view.router.navigate(`/services/inspection/order/${ANA}/7`);
    expect(await screen.findByRole('heading', { level: 2, name: /Page not found/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order an inspection' })).toBeInTheDocument();
  });
});
