import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCheckout } from '../../../../test/fixtures/payments.fixture';
import { buildMembership, buildOwnProfile, buildPlanOffers, buildServiceAreas } from '../../../../test/fixtures/professionals.fixture';
import { buildCard } from '../../../../test/fixtures/wallet.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import MembershipPage from './membership-page';

const profile = buildOwnProfile({
  status: 'verified',
  information: {
    profession: 'appraiser',
    governmentId: {
      firstName: 'Ana',
      lastName: 'Lopez',
      idNumber: 'X1',
      dateOfBirth: { month: 1, day: 2, year: 1980 },
      expiration: '2030-01-01',
    },
    professionalLicense: { number: 'L1', expiration: '2030-01-01' },
    credentials: [],
    aboutMe: 'Appraiser',
    spokenLanguages: ['en'],
    documents: { governmentId: [], professionalLicense: [], eoInsurance: [] },
  },
});

function routesWith(overrides: StubRoutes = {}): StubRoutes {
  return {
    'GET /memberships/mine': { data: buildMembership() },
    'GET /professionals/me': { data: profile },
    'GET /wallet/cards': {
      data: [buildCard(), buildCard({ _id: '00000000-0000-4000-8000-00000000ca02', last4: '1881', isDefault: false })],
    },
    'GET /memberships/mine/service-areas': { data: buildServiceAreas() },
    'GET /memberships/plans': { data: buildPlanOffers() },
    'GET /memberships/mine/events': {
      data: [{ action: 'start', from: 'active', to: 'active', reason: null, at: '2026-01-15T12:00:00.000Z' }],
    },
    ...overrides,
  };
}

async function showMembership(overrides: StubRoutes = {}, locale: LocaleId = 'en-us') {
  const fetchMock = stubApi(routesWith(overrides));
  const result = await renderWithApp(null, {
    path: '/dashboard/professional/membership',
    locale,
    routes: [
      { path: '/dashboard/professional/membership', element: <MembershipPage /> },
      { path: '/checkout/:checkoutId', element: <h1>Checkout page</h1> },
    ],
  });
  // The page is there once the membership has loaded: its summary, or the plans to choose from.
  await screen.findByRole('region', { name: /Your membership|Choose a plan|Tu membresía/ });
  return { fetchMock, ...result };
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Membership page', () => {
  it("shows the spec's Membership fields: position, ID, plan, next billing date, card, auto-renew and expiration", async () => {
    await showMembership();
    const summary = screen.getByRole('region', { name: 'Your membership' });
    expect(await within(summary).findByText('Appraiser')).toBeInTheDocument();
    expect(summary).toHaveTextContent('00000000-0000-4000-8000-00000000e001');
    expect(summary).toHaveTextContent('Standard, monthly');
    expect(summary).toHaveTextContent('April 15, 2026 ($59.00)');
    expect(summary).toHaveTextContent('Visa •••• 4242, expires 08/2031');
    expect(within(summary).getByRole('switch', { name: 'Renew automatically' })).toBeChecked();
    expect(summary).toHaveTextContent('2 of 20 used');
  });

  it('shows the service postal codes with their country and the allowance left from the server', async () => {
    await showMembership();
    const areas = screen.getByRole('region', { name: 'Service postal codes' });
    expect(await within(areas).findByText('2 of 20 postal codes used; 18 left to add.')).toBeInTheDocument();
    const list = within(areas).getByRole('list', { name: 'Your service postal codes' });
    expect(list).toHaveTextContent('90210 · United States · Beverly Hills, CA');
    expect(list).toHaveTextContent('SW1A 1AA · United Kingdom');
  });

  it('a code past the allowance is refused with the count left, and the typed code stays', async () => {
    const user = userEvent.setup();
    const message = 'Your membership allows 20 postal codes; 0 left to add.';
    const { fetchMock } = await showMembership({
      'POST /memberships/mine/service-areas': { status: 409, code: 'POSTAL_CODE_LIMIT_REACHED', message, fields: { postalCode: message } },
    });
    const areas = screen.getByRole('region', { name: 'Service postal codes' });
    await user.type(await within(areas).findByLabelText('Postal code'), '10001');
    await user.click(within(areas).getByRole('button', { name: 'Add postal code' }));
    expect(await within(areas).findByText(message)).toBeInTheDocument();
    expect(within(areas).getByLabelText('Postal code')).toHaveValue('10001');
    expect(bodyOf(fetchMock, 'POST /memberships/mine/service-areas')).toEqual({ country: 'us', postalCode: '10001' });
  });

  it('About me in the languages the plan publishes: Basic writes Traditional Chinese only, and saving sends it', async () => {
    const user = userEvent.setup();
    const saved = { ...profile, translations: { 'zh-Hant': { aboutMe: '估價師' } } };
    const { fetchMock } = await showMembership({
      'GET /memberships/mine': { data: buildMembership({ plan: 'basic', translationLocales: ['en-us', 'zh-Hant'] }) },
      'PUT /professionals/me/translations/zh-Hant': { data: saved },
    });
    const section = await screen.findByRole('region', { name: 'Your profile in other languages' });
    expect(within(section).queryByLabelText('About me in Spanish')).not.toBeInTheDocument();
    expect(within(section).getByText(/^Spanish: not in your plan\./)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('About me in Traditional Chinese'), '估價師');
    await user.click(within(section).getByRole('button', { name: 'Save Traditional Chinese' }));
    expect(await within(section).findByText('Saved. Visitors reading this language see it now.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /professionals/me/translations/zh-Hant')).toEqual({ aboutMe: '估價師' });
  });

  it('removing a postal code asks the server and shows the new count', async () => {
    const user = userEvent.setup();
    const after = buildServiceAreas({ areas: buildServiceAreas().areas.slice(0, 1), used: 1, remaining: 19 });
    const { fetchMock } = await showMembership({
      'DELETE /memberships/mine/service-areas/00000000-0000-4000-8000-00000000a502': { data: after },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove SW1A 1AA, United Kingdom' }));
    expect(await screen.findByText('1 of 20 postal codes used; 19 left to add.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /memberships/mine/service-areas/00000000-0000-4000-8000-00000000a502')).toBe(1);
  });

  it("a failed renewal says 'Could not add subscription' and when the grace period ends", async () => {
    await showMembership({
      'GET /memberships/mine': { data: buildMembership({ status: 'past-due', graceEndsAt: '2026-04-22T12:00:00.000Z' }) },
    });
    const summary = screen.getByRole('region', { name: 'Your membership' });
    expect(within(summary).getByRole('alert')).toHaveTextContent('Could not add subscription');
    expect(summary).toHaveTextContent('Your membership stays active until April 22, 2026 (grace period).');
    expect(summary).toHaveTextContent('Payment overdue');
  });

  it('turning auto-renew off sends it to the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await showMembership({
      'PUT /memberships/mine': {
        data: buildMembership({
          autoRenew: false,
          nextBillingDate: null,
          expiresAt: '2026-04-15T12:00:00.000Z',
          actions: ['turn-on-auto-renew'],
        }),
      },
    });
    await user.click(screen.getByRole('switch', { name: 'Renew automatically' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Renew automatically' })).not.toBeChecked());
    expect(bodyOf(fetchMock, 'PUT /memberships/mine')).toEqual({ autoRenew: false });
    expect(screen.getByRole('region', { name: 'Your membership' })).toHaveTextContent('ExpirationApril 15, 2026');
  });

  it('choosing another wallet card for renewals sends its id', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await showMembership({
      'PUT /memberships/mine': {
        data: buildMembership({
          card: { _id: '00000000-0000-4000-8000-00000000ca02', brand: 'visa', last4: '1881', expMonth: 8, expYear: 2031 },
        }),
      },
    });
    const section = screen.getByRole('region', { name: 'Renewal card' });
    await user.click(await within(section).findByRole('radio', { name: /1881/ }));
    await user.click(within(section).getByRole('button', { name: 'Use this card' }));
    expect(await within(section).findByText('Renewals will be charged to this card.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /memberships/mine')).toEqual({ cardId: '00000000-0000-4000-8000-00000000ca02' });
  });

  it("changing plan mid-term shows 'Paid memberships cannot be changed at this moment.'", async () => {
    const user = userEvent.setup();
    await showMembership({
      'POST /checkouts': { status: 409, code: 'PAID_MEMBERSHIP_LOCKED', message: 'Paid memberships cannot be changed at this moment.' },
    });
    const plans = screen.getByRole('region', { name: 'Change plan' });
    await user.click(await within(plans).findByRole('button', { name: 'Choose Plus' }));
    expect(await within(plans).findByRole('alert')).toHaveTextContent('Paid memberships cannot be changed at this moment.');
  });

  it('without a membership, a chosen plan and cycle go to the checkout', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await showMembership({
      'GET /memberships/mine': { data: null },
      'POST /checkouts': { data: buildCheckout() },
    });
    expect(screen.getByText(/You have no membership yet/)).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Choose a plan' });
    await user.click(within(plans).getByRole('radio', { name: 'Yearly' }));
    expect(await within(plans).findByText('$590.00 a year')).toBeInTheDocument();
    await user.click(within(plans).getByRole('button', { name: 'Choose Standard' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/00000000-0000-4000-8000-00000000c001');
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: { kind: 'membership-plan', ref: 'new', options: { plan: 'standard', cycle: 'yearly' } },
    });
  });

  it('reads in Spanish', async () => {
    await showMembership({}, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Membresía' })).toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Códigos postales de servicio' });
    expect(await within(areas).findByText('2 de 20 códigos postales en uso; puedes añadir 18 más.')).toBeInTheDocument();
  });
});
