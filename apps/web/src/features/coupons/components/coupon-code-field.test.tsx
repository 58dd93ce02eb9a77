import { MESSAGES } from '@app/shared/messages/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { buildCheckout, CHECKOUT_ID } from '../../../../test/fixtures/payments.fixture';
import { buildCard } from '../../../../test/fixtures/wallet.fixture';
import CheckoutRoute from '../../../app/pages/checkout-route';

const NEW_ID = '00000000-0000-4000-8000-00000000c002';
const discounted = buildCheckout({
  _id: NEW_ID,
  amount: { amount: 11_920, currency: 'USD' },
  discount: { code: 'SPRING20', amount: { amount: 2_980, currency: 'USD' } },
});

function renderCheckout(routes: StubRoutes) {
  const fetchMock = stubApi({
    [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout() },
    [`GET /checkouts/${NEW_ID}`]: { data: discounted },
    'GET /wallet/cards': { data: [buildCard()] },
    'GET /payments/provider': { data: { provider: 'demo', publishableKey: null } },
    ...routes,
  });
  renderWithApp(null, { path: `/checkout/${CHECKOUT_ID}`, routes: [{ path: '/checkout/:checkoutId', element: <CheckoutRoute /> }] });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Coupon code at checkout', () => {
  it('applies a code: the summary shows the price before, the coupon and the new total', async () => {
    const user = userEvent.setup();
    renderCheckout({ [`POST /checkouts/${CHECKOUT_ID}/coupon`]: { data: discounted } });
    await user.type(await screen.findByLabelText('Coupon code'), 'spring20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SPRING20 applied: $29.80 off.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'What you are buying' });
    expect(summary).toHaveTextContent('Price before the coupon$149.00');
    expect(summary).toHaveTextContent('Coupon SPRING20−$29.80');
    expect(summary).toHaveTextContent('Total$119.20');
    expect(within(summary).getByRole('button', { name: 'Remove coupon' })).toBeInTheDocument();
  });

  it('keeps the typed code and says why when it cannot be used', async () => {
    const user = userEvent.setup();
    renderCheckout({
      [`POST /checkouts/${CHECKOUT_ID}/coupon`]: { status: 409, code: 'COUPON_USED_UP', message: MESSAGES.couponUsedUp },
    });
    const field = await screen.findByLabelText('Coupon code');
    await user.type(field, 'SPRING20{Enter}');
    expect(await screen.findByText('This coupon code has already been used the most times it can be.')).toBeInTheDocument();
    expect(field).toHaveValue('SPRING20');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the error in the reader's language", async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout() },
      'GET /wallet/cards': { data: [buildCard()] },
      'GET /payments/provider': { data: { provider: 'demo', publishableKey: null } },
      [`POST /checkouts/${CHECKOUT_ID}/coupon`]: { status: 404, code: 'COUPON_UNKNOWN', message: MESSAGES.couponUnknown },
    });
    renderWithApp(null, {
      path: `/checkout/${CHECKOUT_ID}`,
      locale: 'es',
      routes: [{ path: '/checkout/:checkoutId', element: <CheckoutRoute /> }],
    });
    await user.type(await screen.findByLabelText('Código de cupón'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Este código de cupón no existe. Revisa el código e inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('is not offered for purchases coupons do not apply to', async () => {
    renderCheckout({
      [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout({ product: { kind: 'offer-booking-deposit', ref: 'x' } }) },
    });
    expect(await screen.findByRole('region', { name: 'What you are buying' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  });
});
