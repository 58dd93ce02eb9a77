/**
 * With Stripe as the processor the card is typed into Stripe's own field (an iframe from Stripe,
 * replaced here by a stand-in since Stripe.js cannot load without the network): the form sends
 * only the PaymentMethod id Stripe.js made, with the billing address, never card digits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, resetStores, snackTexts } from '../../../../test/test-helpers';
import { renderWallet, walletRoutes } from '../test-helpers';
import { postedCard } from '../../../../test/card-form';
import { buildCard } from '../../../../test/fixtures/wallet.fixture';

const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(),
  loadStripe: vi.fn(),
  clear: vi.fn(),
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => ({ createPaymentMethod: stripe.createPaymentMethod }),
  useElements: () => ({ getElement: () => ({ clear: stripe.clear }) }),
}));

const STRIPE_ROUTES = { 'GET /payments/provider': { data: { provider: 'stripe', publishableKey: 'pk_test_123' } } };
const cardsForm = () => within(screen.getByRole('region', { name: 'Cards' }));

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillBilling() {
  const user = userEvent.setup();
  await user.type(cardsForm().getByLabelText('Cardholder name'), 'Ana Lopez');
  await user.type(cardsForm().getByLabelText('Street address'), '1 Main St');
  await user.type(cardsForm().getByLabelText('City'), 'Austin');
  await user.selectOptions(cardsForm().getByLabelText('State or province'), 'TX');
  await user.type(cardsForm().getByLabelText('ZIP code'), '78701');
  return user;
}

describe('Wallet: cards with Stripe', () => {
  it("shows Stripe's card field instead of ours, and posts only the PaymentMethod id with the billing address", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Test' } });
    const fetchMock = stubApi(walletRoutes({ ...STRIPE_ROUTES, 'POST /wallet/cards': { data: buildCard() } }));
    await renderWallet();
    expect(await cardsForm().findByTestId('stripe-card-element')).toBeInTheDocument();
    expect(cardsForm().queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(cardsForm().queryByLabelText('Security code')).not.toBeInTheDocument();
    const user = await fillBilling();
    await user.click(screen.getByRole('button', { name: 'Add card' }));

    await waitFor(() => expect(snackTexts()).toContain('The card has been added to your wallet'));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'card',
        billing_details: {
          name: 'Ana Lopez',
          address: expect.objectContaining({ line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' }),
        },
      }),
    );
    const { number: _number, expiry: _expiry, securityCode: _securityCode, ...billing } = postedCard();
    expect(bodyOf(fetchMock, 'POST /wallet/cards')).toEqual({ ...billing, paymentMethodId: 'pm_1Test', makeDefault: false });
  });

  it("shows Stripe's message when Stripe.js refuses the card, and sends nothing", async () => {
    stripe.createPaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    const fetchMock = stubApi(walletRoutes(STRIPE_ROUTES));
    await renderWallet();
    await cardsForm().findByTestId('stripe-card-element');
    const user = await fillBilling();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await cardsForm().findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/wallet/cards') && (init as RequestInit | undefined)?.method === 'POST',
      ),
    ).toBe(false);
  });
});
