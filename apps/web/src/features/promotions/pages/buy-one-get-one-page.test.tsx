import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { buildCheckout } from '../../../../test/fixtures/payments.fixture';
import { buildBogoCode, buildPlanOffers } from '../../../../test/fixtures/professionals.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import BuyOneGetOnePage from './buy-one-get-one-page';

async function showPage(routes: StubRoutes, locale: LocaleId = 'en-us') {
  const fetchMock = stubApi({ 'GET /memberships/plans': { data: buildPlanOffers() }, ...routes });
  const result = await renderWithApp(null, {
    path: '/buy-one-get-one',
    locale,
    routes: [
      { path: '/buy-one-get-one', element: <BuyOneGetOnePage /> },
      { path: '/checkout/:checkoutId', element: <h1>Checkout page</h1> },
    ],
  });
  return { fetchMock, ...result };
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Buy one, get one free page', () => {
  it('explains the promotion on Annual Plus for new users, and asks a visitor to sign up or log in to buy', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await showPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'Buy one, get one free' })).toBeInTheDocument();
    expect(screen.getByText(/The promotion applies only to new users/)).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Annual Plus' });
    expect(await within(plan).findByText('$990.00 a year')).toBeInTheDocument();
    expect(plan).toHaveTextContent('70 service postal codes, 9 more every 6 months');
    await user.click(within(plan).getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/buy-one-get-one' });
    expect(screen.queryByRole('region', { name: 'Your codes' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /promotions/buy-one-get-one/mine')).toBe(0);
  });

  it('a signed-in person buys Annual Plus through the checkout', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    const { fetchMock, router } = await showPage({
      'GET /promotions/buy-one-get-one/mine': { data: [] },
      'POST /checkouts': { data: buildCheckout() },
    });
    expect(await screen.findByText('You have no code yet. Buying Annual Plus gives you one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Annual Plus' }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/00000000-0000-4000-8000-00000000c001');
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({
      product: { kind: 'membership-plan', ref: 'new', options: { plan: 'plus', cycle: 'yearly' } },
    });
  });

  it("shows the server's refusal when a membership is already running", async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    await showPage({
      'GET /promotions/buy-one-get-one/mine': { data: [] },
      'POST /checkouts': { status: 409, code: 'PAID_MEMBERSHIP_LOCKED', message: 'Paid memberships cannot be changed at this moment.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Annual Plus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paid memberships cannot be changed at this moment.');
  });

  it('lists the codes earned with a copyable share link and whether each was redeemed', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await showPage({
      'GET /promotions/buy-one-get-one/mine': {
        data: [
          buildBogoCode(),
          buildBogoCode({
            code: 'AAAA-BBBB-CCCC',
            path: '/buy-one-get-one/AAAABBBBCCCC',
            redeemed: true,
            redeemedAt: '2026-02-10T12:00:00.000Z',
          }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Your buy-one-get-one codes' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Not redeemed yet');
    expect(second).toHaveTextContent('Redeemed on Feb 10, 2026');
    const link = `${window.location.origin}/buy-one-get-one/K7QM2XWP9RTD`;
    expect(within(first!).getByLabelText('Link to share for code K7QM-2XWP-9RTD')).toHaveValue(link);
    await user.click(within(first!).getByRole('button', { name: 'Copy the link for code K7QM-2XWP-9RTD' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await within(first!).findByText('Link copied.')).toBeInTheDocument();
  });

  it('reads in Simplified Chinese', async () => {
    await showPage({}, 'zh-Hans');
    expect(screen.getByRole('heading', { level: 1, name: '买一送一' })).toBeInTheDocument();
    expect(await screen.findByText('每年 $990.00')).toBeInTheDocument();
  });
});
