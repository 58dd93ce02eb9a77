/**
 * Wallet payments (Alipay, WeChat Pay, PayPal) on the Stripe adapter, against the local peer that
 * checks every request and replies with a fixture (testing/recorded-stripe.ts; the wallet fixtures
 * are composed from Stripe's API reference, fixtures/README.md says which). They prove what we send
 * and how we read Stripe's replies, not that Stripe still answers this way.
 */
import { describe, expect, it } from 'vitest';
import type { ApprovalInput } from '../payment-provider';
import { createStripeProvider } from './stripe.provider';
import { useRecordedStripe } from './testing/recorded-stripe';

const SECRET_KEY = 'sk_test_recorded_51SkR0000000000000000';
const CUSTOMER = 'cus_TzQ4bW1nKp8sVd';
const ALIPAY_PI = 'pi_3SkRa2LkdIwHu7ix0Qm4AliP';
const RETURN_URL = 'https://terranest.example/checkout/5e0c9a7b-2f41-4d6e-9b3a-8c1d2e3f4a5b?payment=9b2f1c3e-5d4a-4e8b-a1f0-6c7d8e9f0a1b';
const KEY = 'payment:9b2f1c3e-5d4a-4e8b-a1f0-6c7d8e9f0a1b';

const recorded = await useRecordedStripe(SECRET_KEY);

const stripe = createStripeProvider({ secretKey: SECRET_KEY, apiBase: recorded.apiBase });

const input = (method: ApprovalInput['method']): ApprovalInput => ({
  method,
  customerRef: CUSTOMER,
  amount: 48_000,
  currency: 'USD',
  description: 'Listing plan: 6 months',
  idempotencyKey: KEY,
  returnUrl: RETURN_URL,
});

/** The form Stripe gets for a wallet PaymentIntent confirmed at once. */
const createParams = (method: string, extra: Record<string, string> = {}) => ({
  amount: '48000',
  currency: 'usd',
  customer: CUSTOMER,
  description: 'Listing plan: 6 months',
  'allowed_payment_method_types[0]': method,
  'payment_method_data[type]': method,
  confirm: 'true',
  return_url: RETURN_URL,
  'metadata[reference]': KEY,
  ...extra,
});

describe('Stripe wallet payments against recorded responses', () => {
  it('Alipay: one PaymentIntent confirmed with the return URL and our key; the payer is sent to Alipay', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/payment_intents',
      params: createParams('alipay'),
      idempotencyKey: KEY,
      fixture: 'payment_intent_alipay_requires_action.json',
    });
    expect(await stripe.startApproval(input('alipay'))).toEqual({
      status: 'requires_action',
      intentId: ALIPAY_PI,
      next: { type: 'redirect', url: 'https://pm-redirects.stripe.com/authorize/acct_1SkQzLkdIwHu7ix/pa_nonce_TzR2a9Kq4LmVb7Xc1NdE5fGh' },
    });
  });

  it('WeChat Pay: the web client, answered with the code to scan and the hosted page that shows it', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/payment_intents',
      params: createParams('wechat_pay', { 'payment_method_options[wechat_pay][client]': 'web' }),
      idempotencyKey: KEY,
      fixture: 'payment_intent_wechat_pay_requires_action.json',
    });
    expect(await stripe.startApproval(input('wechat_pay'))).toEqual({
      status: 'requires_action',
      intentId: 'pi_3SkRb7LkdIwHu7ix1Wx9QrCd',
      next: {
        type: 'qr',
        data: 'weixin://wxpay/bizpayurl?pr=Tz7Qm2Xc',
        url: 'https://payments.stripe.com/wechat_pay/qr/test_YWNjdF8xU2tRekxrZElIdTdpeA',
      },
    });
  });

  it('PayPal: redirect_to_url', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/payment_intents',
      params: createParams('paypal'),
      idempotencyKey: KEY,
      fixture: 'payment_intent_paypal_requires_action.json',
    });
    const state = await stripe.startApproval(input('paypal'));
    expect(state).toMatchObject({ status: 'requires_action', next: { type: 'redirect' } });
  });

  it('reads the intent after the payer came back: approved is a capture of that intent', async () => {
    recorded.expect({ method: 'GET', path: `/v1/payment_intents/${ALIPAY_PI}`, fixture: 'payment_intent_alipay_succeeded.json' });
    expect(await stripe.approvalState(ALIPAY_PI)).toEqual({ status: 'succeeded', chargeId: ALIPAY_PI });
  });

  it('cancels an unapproved intent; one approved first is reported succeeded, never cancelled', async () => {
    recorded.expect({ method: 'POST', path: `/v1/payment_intents/${ALIPAY_PI}/cancel`, fixture: 'payment_intent_alipay_canceled.json' });
    expect(await stripe.cancelApproval(ALIPAY_PI)).toEqual({ status: 'declined', chargeId: ALIPAY_PI, reason: 'canceled' });
    recorded.expect(
      {
        method: 'POST',
        path: `/v1/payment_intents/${ALIPAY_PI}/cancel`,
        status: 400,
        fixture: 'payment_intent_cancel_unexpected_state.json',
      },
      { method: 'GET', path: `/v1/payment_intents/${ALIPAY_PI}`, fixture: 'payment_intent_alipay_succeeded.json' },
    );
    expect(await stripe.cancelApproval(ALIPAY_PI)).toEqual({ status: 'succeeded', chargeId: ALIPAY_PI });
  });

  it('refuses a non-integer amount without calling Stripe', async () => {
    await expect(stripe.startApproval({ ...input('alipay'), amount: 12.5 })).rejects.toThrow(RangeError);
  });
});
