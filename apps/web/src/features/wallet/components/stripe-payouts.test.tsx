/**
 * Payouts through Stripe (decision 088): a professional sees where they stand with Stripe and,
 * until ready, a button that opens Stripe's onboarding page; back from it (?connect=return) the
 * standing is asked of Stripe again. Nothing of it with the demo processor, or for a non-professional.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { renderWallet, walletRoutes } from '../test-helpers';

const opened = vi.hoisted(() => vi.fn());
vi.mock('./open-onboarding-page', () => ({ openOnboardingPage: opened }));
// The cards section above takes cards in Stripe's field, which cannot load without the network.
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => null,
  useElements: () => null,
}));

const STRIPE = { 'GET /payments/provider': { data: { provider: 'stripe', publishableKey: 'pk_test_123' } } };
const DEMO = { 'GET /payments/provider': { data: { provider: 'demo', publishableKey: null } } };
const PROFESSIONAL = { account: { roles: { professional: true, admin: false } } };
const ONBOARDING_URL = 'https://connect.stripe.com/setup/e/acct_1SkR9xQ4mZp2Lr8T/Qm4ZcT2eVd8sKp1N';
const connection = (status: string) => ({ 'GET /payoutmethods/connect': { data: { status } } });
const payouts = () => within(screen.getByRole('region', { name: 'Payout methods' }));

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Wallet: payouts with Stripe', () => {
  it("says a professional is not set up, and opens Stripe's onboarding page from the button", async () => {
    const fetchMock = stubApi(
      walletRoutes({ ...STRIPE, ...connection('not_started'), 'POST /payoutmethods/connect': { data: { url: ONBOARDING_URL } } }),
    );
    await renderWallet('en-us', PROFESSIONAL);
    const section = within(await payouts().findByRole('region', { name: 'Payouts with Stripe' }));
    expect(section.getByRole('status')).toHaveTextContent('Not set up yet: Stripe needs your details before it can pay you.');
    await userEvent.setup().click(section.getByRole('button', { name: 'Set up payouts with Stripe' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(callsTo(fetchMock, 'POST /payoutmethods/connect')).toBe(1);
  });

  it("shows the server's message when onboarding cannot start, and leaves for nowhere", async () => {
    stubApi(
      walletRoutes({
        ...STRIPE,
        ...connection('not_started'),
        'POST /payoutmethods/connect': { status: 502, message: 'Something went wrong, please try again.' },
      }),
    );
    await renderWallet('en-us', PROFESSIONAL);
    const section = within(await payouts().findByRole('region', { name: 'Payouts with Stripe' }));
    await userEvent.setup().click(section.getByRole('button', { name: 'Set up payouts with Stripe' }));
    expect(await section.findByRole('alert')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('says Stripe is reviewing, keeps the button to finish; ready, the button goes', async () => {
    stubApi(walletRoutes({ ...STRIPE, ...connection('in_review') }));
    const { unmount } = await renderWallet('en-us', PROFESSIONAL);
    const section = within(await payouts().findByRole('region', { name: 'Payouts with Stripe' }));
    expect(section.getByRole('status')).toHaveTextContent("Waiting for Stripe's review of your details.");
    expect(section.getByRole('button', { name: 'Set up payouts with Stripe' })).toBeInTheDocument();
    unmount();

    resetStores();
    stubApi(walletRoutes({ ...STRIPE, ...connection('ready') }));
    await renderWallet('en-us', PROFESSIONAL);
    const ready = within(await payouts().findByRole('region', { name: 'Payouts with Stripe' }));
    expect(ready.getByRole('status')).toHaveTextContent('Ready: your payouts go to the bank account you gave Stripe.');
    expect(ready.queryByRole('button')).not.toBeInTheDocument();
  });

  it('back from Stripe (?connect=return) asks the server to ask Stripe again, and shows the new standing', async () => {
    const asked: string[] = [];
    stubApi(
      walletRoutes({
        ...STRIPE,
        'GET /payoutmethods/connect': (_body, url) => {
          asked.push(url.search);
          return { data: { status: url.searchParams.get('refresh') === 'true' ? 'ready' : 'not_started' } };
        },
      }),
    );
    await renderWallet('en-us', { ...PROFESSIONAL, path: '/dashboard/wallet?connect=return' });
    const section = within(await payouts().findByRole('region', { name: 'Payouts with Stripe' }));
    expect(section.getByRole('status')).toHaveTextContent('Ready: your payouts go to the bank account you gave Stripe.');
    expect(asked).toEqual(['?refresh=true']);
  });

  it("with Stripe's link expired (?connect=refresh), opens a new one at once", async () => {
    const fetchMock = stubApi(
      walletRoutes({ ...STRIPE, ...connection('in_review'), 'POST /payoutmethods/connect': { data: { url: ONBOARDING_URL } } }),
    );
    await renderWallet('en-us', { ...PROFESSIONAL, path: '/dashboard/wallet?connect=refresh' });
    await waitFor(() => expect(opened).toHaveBeenCalledWith(ONBOARDING_URL));
    expect(callsTo(fetchMock, 'POST /payoutmethods/connect')).toBe(1);
  });

  it('in Traditional Chinese', async () => {
    stubApi(walletRoutes({ ...STRIPE, ...connection('in_review') }));
    await renderWallet('zh-Hant', PROFESSIONAL);
    const section = within(await screen.findByRole('region', { name: '透過 Stripe 收款' }));
    expect(section.getByRole('status')).toHaveTextContent('正在等待 Stripe 審核您的資料。');
    expect(section.getByRole('button', { name: '透過 Stripe 設定收款' })).toBeInTheDocument();
  });

  it('shows nothing of it with the demo processor, or to someone who is not a professional', async () => {
    const demo = stubApi(walletRoutes({ ...DEMO, ...connection('not_started') }));
    const { unmount } = await renderWallet('en-us', PROFESSIONAL);
    await payouts().findByText('You have no payout methods yet.');
    await waitFor(() => expect(callsTo(demo, 'GET /payments/provider')).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Payouts with Stripe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up payouts with Stripe' })).not.toBeInTheDocument();
    expect(callsTo(demo, 'GET /payoutmethods/connect')).toBe(0);
    unmount();

    resetStores();
    const user = stubApi(walletRoutes({ ...STRIPE, ...connection('not_started') }));
    await renderWallet();
    await payouts().findByText('You have no payout methods yet.');
    await waitFor(() => expect(callsTo(user, 'GET /payments/provider')).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Set up payouts with Stripe' })).not.toBeInTheDocument();
    expect(callsTo(user, 'GET /payoutmethods/connect')).toBe(0);
  });
});
