import { IDEMPOTENCY_HEADER } from '@app/shared/payments/payments.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply, type StubRoutes } from '../../../../test/stub-api';
import type { LocaleId } from '../../../lib/i18n/locales';
import { resetStores } from '../../../../test/test-helpers';
import { fillCardForm, postedCard } from '../../../../test/card-form';
import { buildCard, DECLINED_CARD_NUMBER } from '../../../../test/fixtures/wallet.fixture';
import { buildCheckout, buildPaymentResult, buildReceipt, CHECKOUT_ID, PAYMENT_ID } from '../../../../test/fixtures/payments.fixture';
import CheckoutPage from './checkout-page';

const PAY = `POST /checkouts/${CHECKOUT_ID}/pay`;
const otherCard = buildCard({ _id: '00000000-0000-4000-8000-00000000ca02', brand: 'mastercard', last4: '4444', isDefault: false });
const declined: StubReply = { status: 402, code: 'PAYMENT_NOT_COMPLETED', message: MESSAGES.paymentNotCompleted };

function renderCheckout(routes: StubRoutes, locale: LocaleId = 'en-us') {
  const fetchMock = stubApi({
    [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout() },
    'GET /wallet/cards': { data: [otherCard, buildCard()] },
    ...routes,
  });
  const view = renderWithApp(null, {
    path: `/checkout/${CHECKOUT_ID}`,
    locale,
    routes: [{ path: '/checkout/:checkoutId', element: <CheckoutPage /> }],
  });
  return { fetchMock, view };
}

/** The Idempotency-Key header and body of every pay request, in order. */
function payCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).endsWith('/pay'))
    .map(([, init]) => ({ key: new Headers(init?.headers).get(IDEMPOTENCY_HEADER), body: JSON.parse(String(init?.body)) as unknown }));
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Checkout', () => {
  it('a paid Annual Plus links to the buy-one-get-one code it earned; another plan does not', async () => {
    const annualPlus = { kind: 'membership-plan', ref: 'new', options: { plan: 'plus', cycle: 'yearly' } };
    renderCheckout({
      [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout({ status: 'paid', paymentId: PAYMENT_ID, product: annualPlus }) },
      [`GET /payments/${PAYMENT_ID}/receipt`]: { data: buildReceipt() },
    });
    expect(await screen.findByRole('link', { name: 'See your buy-one-get-one code to give to a new user' })).toHaveAttribute(
      'href',
      '/buy-one-get-one',
    );
  });

  it('a paid monthly plan has no buy-one-get-one link', async () => {
    const monthly = { kind: 'membership-plan', ref: 'new', options: { plan: 'plus', cycle: 'monthly' } };
    renderCheckout({
      [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout({ status: 'paid', paymentId: PAYMENT_ID, product: monthly }) },
      [`GET /payments/${PAYMENT_ID}/receipt`]: { data: buildReceipt() },
    });
    expect(await screen.findByRole('link', { name: 'Continue to your postal codes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /buy-one-get-one/ })).not.toBeInTheDocument();
  });

  it('shows what is being bought, its translated kind and the amount in USD, with the default card preselected', async () => {
    renderCheckout({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'What you are buying' });
    expect(summary).toHaveTextContent('Listing plan');
    expect(summary).toHaveTextContent('Listing plan: 3 months, Casa Azul');
    expect(summary).toHaveTextContent('$149.00');
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(choice).getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /Mastercard •••• 4444/ })).not.toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay $149.00' })).toBeEnabled();
  });

  it('pays with the default saved card sending an Idempotency-Key, and a retry after a network failure reuses the same key', async () => {
    let attempts = 0;
    const { fetchMock } = renderCheckout({
      [PAY]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { data: buildPaymentResult() };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $149.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.anErrorHasOccured);
    await user.click(screen.getByRole('button', { name: 'Pay $149.00' }));

    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment went through.' })).toHaveFocus();
    const [first, retry] = payCalls(fetchMock);
    expect(first?.body).toEqual({ cardId: buildCard()._id });
    expect(first?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toEqual(first);
  });

  it("keeps the key after 'Payment Failed' (the charge may still be under way), so the retry resumes that payment", async () => {
    const replies: StubReply[] = [{ status: 402, code: 'PAYMENT_FAILED', message: MESSAGES.paymentFailed }, { data: buildPaymentResult() }];
    const { fetchMock } = renderCheckout({ [PAY]: () => replies.shift() ?? declined });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $149.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MESSAGES.paymentFailed })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $149.00' }));
    await screen.findByRole('heading', { name: 'Thank you! Your payment went through.' });
    const [first, retry] = payCalls(fetchMock);
    expect(retry?.key).toBe(first?.key);
  });

  it('sends one request for a double click on Pay', async () => {
    const { fetchMock } = renderCheckout({ [PAY]: { data: buildPaymentResult() } });
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pay $149.00' }));
    await screen.findByRole('heading', { name: 'Thank you! Your payment went through.' });
    expect(payCalls(fetchMock)).toHaveLength(1);
  });

  it("shows a decline as 'Payment Failed' with the spec's message, keeps the new card as typed, and makes a new key for the next attempt", async () => {
    const replies = [declined, { data: buildPaymentResult() }];
    const { fetchMock } = renderCheckout({ [PAY]: () => replies.shift() ?? declined });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Use a new card' }));
    await fillCardForm(user, screen, DECLINED_CARD_NUMBER);
    await user.click(screen.getByLabelText('Save this card to my wallet'));
    await user.click(screen.getByRole('button', { name: 'Pay $149.00' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: MESSAGES.paymentFailed })).toBeInTheDocument();
    expect(alert).toHaveTextContent(MESSAGES.paymentNotCompleted);
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Cardholder name')).toHaveValue('Ana Lopez');
    expect(screen.getByLabelText('Security code')).toHaveValue('');

    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $149.00' }));
    await screen.findByRole('heading', { name: 'Thank you! Your payment went through.' });
    const [first, second] = payCalls(fetchMock);
    expect(first?.body).toEqual({ card: postedCard(DECLINED_CARD_NUMBER), saveCard: true });
    expect(second?.key).not.toBe(first?.key);
  });

  it('shows the receipt in place after a successful payment', async () => {
    renderCheckout({ [PAY]: { data: buildPaymentResult() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $149.00' }));
    const receipt = await screen.findByRole('article', { name: 'Receipt R-2026-0001' });
    expect(receipt).toHaveTextContent('Ana Lopez');
    expect(receipt).toHaveTextContent('$149.00');
    expect(within(receipt).getByRole('link', { name: 'Go to your wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    expect(screen.queryByRole('button', { name: 'Pay $149.00' })).not.toBeInTheDocument();
  });

  it('shows the receipt of a checkout that is already paid', async () => {
    renderCheckout({
      [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout({ status: 'paid', paymentId: PAYMENT_ID }) },
      [`GET /payments/${PAYMENT_ID}/receipt`]: { data: buildReceipt() },
    });
    expect(await screen.findByRole('heading', { name: 'This checkout has already been paid' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Receipt R-2026-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
  });

  it("an offer's booking deposit, once paid, leads to the offer's finish page (paying it sent the offer)", async () => {
    const offerId = '00000000-0000-4000-8000-000000000f01';
    const product = { kind: 'offer-booking-deposit', ref: offerId };
    let paid = false;
    renderCheckout({
      [`GET /checkouts/${CHECKOUT_ID}`]: () => ({
        data: paid ? buildCheckout({ product, status: 'paid', paymentId: PAYMENT_ID }) : buildCheckout({ product }),
      }),
      [PAY]: () => {
        paid = true;
        return { data: { ...buildPaymentResult(), checkout: buildCheckout({ product, status: 'paid', paymentId: PAYMENT_ID }) } };
      },
    });
    await screen.findByRole('button', { name: 'Pay $149.00' });
    expect(screen.queryByRole('link', { name: 'Your offer is sent: see what happens next' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $149.00' }));
    expect(await screen.findByRole('link', { name: 'Your offer is sent: see what happens next' })).toHaveAttribute(
      'href',
      `/Negotiation/${offerId}/MakeAnOfferFinish`,
    );
  });

  it('reloads the checkout on 409 (paid meanwhile) and shows its receipt', async () => {
    let paid = false;
    renderCheckout({
      [`GET /checkouts/${CHECKOUT_ID}`]: () => ({
        data: paid ? buildCheckout({ status: 'paid', paymentId: PAYMENT_ID }) : buildCheckout(),
      }),
      [`GET /payments/${PAYMENT_ID}/receipt`]: { data: buildReceipt() },
      [PAY]: () => {
        paid = true;
        return { status: 409, code: 'CHECKOUT_NOT_OPEN', message: 'This checkout is no longer open.' };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $149.00' }));
    expect(await screen.findByRole('article', { name: 'Receipt R-2026-0001' })).toBeInTheDocument();
  });

  it('says an expired checkout can no longer be paid, with ways back', async () => {
    renderCheckout({ [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout({ status: 'expired' }) } });
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('reads in Traditional Chinese (zh-Hant), decline included', async () => {
    renderCheckout({ [PAY]: declined }, 'zh-Hant');
    expect(await screen.findByRole('heading', { level: 1, name: '結帳' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '你要購買的項目' })).toHaveTextContent('刊登方案：3 個月，Casa Azul');
    expect(await screen.findByRole('group', { name: '付款方式' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '支付 $149.00' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '付款失敗' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(MESSAGES.paymentNotCompleted);
  });
});
