import { MESSAGES } from '@app/shared/messages/messages';
import { IDEMPOTENCY_HEADER, type TPaymentProgress } from '@app/shared/payments/payments.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { buildCheckout, buildReceipt, CHECKOUT_ID, PAYMENT_ID } from '../../../../test/fixtures/payments.fixture';
import { buildCard, buildPayment } from '../../../../test/fixtures/wallet.fixture';
import type { LocaleId } from '../../../lib/i18n/locales';
import CheckoutPage from './checkout-page';

const START = `POST /checkouts/${CHECKOUT_ID}/approval-payments`;
const PROGRESS = `GET /payments/${PAYMENT_ID}/progress`;
const CONFIRM_URL = 'http://localhost/pay/demo/pi_demo_0123456789abcdef01234567';

function progress(status: 'pending' | 'succeeded' | 'failed', overrides: Partial<TPaymentProgress> = {}): TPaymentProgress {
  const pending = status === 'pending';
  return {
    payment: buildPayment({
      _id: PAYMENT_ID,
      status,
      method: 'wechat_pay',
      card: null,
      receiptNumber: status === 'succeeded' ? 'R-2026-0001' : null,
      failureMessage: status === 'failed' ? MESSAGES.paymentCanceled : null,
    }),
    next: pending ? { type: 'qr', data: CONFIRM_URL, url: CONFIRM_URL } : null,
    approveBy: pending ? '2026-03-05T15:15:00.000Z' : null,
    receipt: status === 'succeeded' ? buildReceipt({ card: null, method: 'wechat_pay' }) : null,
    checkout: buildCheckout(status === 'succeeded' ? { status: 'paid', paymentId: PAYMENT_ID } : {}),
    ...overrides,
  };
}

function renderCheckout(routes: StubRoutes, options: { locale?: LocaleId; path?: string; currency?: string } = {}) {
  const fetchMock = stubApi({
    [`GET /checkouts/${CHECKOUT_ID}`]: { data: buildCheckout({ amount: { amount: 14_900, currency: options.currency ?? 'USD' } }) },
    'GET /wallet/cards': { data: [buildCard()] },
    'GET /exchange-rates': { data: { day: '2026-03-05', source: 'ecb', base: 'USD', rates: { USD: 1, CNY: 7.2, TWD: 32 } } },
    ...routes,
  });
  renderWithApp(null, {
    path: options.path ?? `/checkout/${CHECKOUT_ID}`,
    locale: options.locale ?? 'en-us',
    routes: [{ path: '/checkout/:checkoutId', element: <CheckoutPage /> }],
  });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Checkout with Alipay, WeChat Pay and PayPal', () => {
  it('offers them as radios beside the cards, each saying how it works, with the wallet currency noted', async () => {
    renderCheckout({}, { locale: 'zh-Hans' });
    const choice = await screen.findByRole('group', { name: '付款方式' });
    const alipay = within(choice).getByRole('radio', { name: '支付宝' });
    expect(alipay).toHaveAccessibleDescription('在支付宝页面确认付款，然后返回这里。');
    expect(within(choice).getByRole('radio', { name: '微信支付' })).toHaveAccessibleDescription('用手机上的微信扫描二维码。');
    expect(within(choice).getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(alipay);
    expect(alipay).toBeChecked();
    // Alipay takes yuan from the wallet: about ¥1,072.80 at 7.2.
    expect(await screen.findByText(/支付宝将从您的钱包以CNY扣款.*1,072\.80/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^使用支付宝支付/ })).toBeEnabled();
  });

  it("comes with the wallet the offer's Send panel chose (?method=) already picked, and with a card otherwise", async () => {
    renderCheckout({}, { path: `/checkout/${CHECKOUT_ID}?method=alipay` });
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(choice).getByRole('radio', { name: 'Alipay' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: /4242/ })).not.toBeChecked();
  });

  it('ignores a ?method= the checkout currency does not take: the default card stays picked', async () => {
    renderCheckout({}, { path: `/checkout/${CHECKOUT_ID}?method=alipay`, currency: 'TWD' });
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(choice).getByRole('radio', { name: /4242/ })).toBeChecked();
  });

  it('offers no wallet that does not take the checkout currency', async () => {
    renderCheckout({}, { currency: 'TWD' });
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(choice).queryByRole('radio', { name: 'Alipay' })).toBeNull();
    expect(within(choice).queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(within(choice).getAllByRole('radio')).toHaveLength(2);
  });

  it('WeChat Pay shows the code to scan with live status, then the thank-you state once the payer approved', async () => {
    let polls = 0;
    const fetchMock = renderCheckout({
      [START]: { data: progress('pending') },
      [PROGRESS]: () => {
        polls += 1;
        return { data: progress(polls < 2 ? 'pending' : 'succeeded') };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'WeChat Pay' }));
    await user.click(screen.getByRole('button', { name: 'Pay $149.00 with WeChat Pay' }));
    expect(await screen.findByRole('img', { name: 'WeChat Pay code for this payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your approval in WeChat Pay…');
    expect(screen.getByRole('link', { name: 'On your phone already? Open the payment page' })).toHaveAttribute('href', CONFIRM_URL);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/approval-payments')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ method: 'wechat_pay' });
    expect(new Headers(init?.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByRole('heading', { name: 'Thank you! Your payment went through.' }, { timeout: 6_000 })).toHaveFocus();
    expect(screen.getByText('WeChat Pay')).toBeInTheDocument();
  });

  it('back from the wallet after cancelling: the reason, and a way to pay otherwise', async () => {
    renderCheckout({ [PROGRESS]: { data: progress('failed') } }, { path: `/checkout/${CHECKOUT_ID}?payment=${PAYMENT_ID}`, locale: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El pago se canceló antes de aprobarse. No se ha cobrado nada.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Elegir otra forma de pago' }));
    expect(await screen.findByRole('group', { name: 'Pagar con' })).toBeInTheDocument();
  });

  it('giving up a payment still waiting cancels it and says so', async () => {
    const fetchMock = renderCheckout(
      {
        [PROGRESS]: { data: progress('pending') },
        [`POST /payments/${PAYMENT_ID}/cancel`]: { data: progress('failed') },
      },
      { path: `/checkout/${CHECKOUT_ID}?payment=${PAYMENT_ID}` },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose another way to pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paymentCanceled);
    expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/cancel') && init?.method === 'POST')).toBe(true);
  });
});
