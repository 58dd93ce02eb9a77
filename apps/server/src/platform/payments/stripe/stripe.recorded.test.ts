/**
 * RECORDED RESPONSES, NOT A LIVE STRIPE. The official `stripe` client talks to a local HTTP peer
 * (testing/recorded-stripe.ts) that checks each request (method, path, form parameters,
 * Idempotency-Key, API key) and replies with a recorded Stripe test-mode body from fixtures/.
 * These tests prove what our adapter sends and how it reads Stripe's replies; they cannot prove
 * Stripe still answers that way (re-record the fixtures when the `stripe` package is upgraded).
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { testConfig } from '../../../config';
import { createPaymentProvider } from '../create-provider';
import { CardRejectedError, type CardDetails } from '../payment-provider';
import { createStripeProvider } from './stripe.provider';
import { verifyStripeWebhook } from './stripe-webhook';
import { fixture, useRecordedStripe } from './testing/recorded-stripe';

const SECRET_KEY = 'sk_test_recorded_51SkR0000000000000000';
const CUSTOMER = 'cus_TzQ4bW1nKp8sVd';
const PM = 'pm_1SkR7uLkdIwHu7ixQm4ZcT2e';
const PI = 'pi_3SkR8ALkdIwHu7ix1vN0dQe5';

const recorded = await useRecordedStripe(SECRET_KEY);

const stripe = createStripeProvider({ secretKey: SECRET_KEY, apiBase: recorded.apiBase });

const CARD: CardDetails = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2034,
  securityCode: '123',
  cardholderName: 'Ada Lovelace',
  billing: { street: '1 Main St', apt: 'Apt 4', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'us' },
};

const chargeInput = {
  customerRef: CUSTOMER,
  cardToken: PM,
  amount: 19_999,
  currency: 'USD',
  description: 'Listing plan: Premium, 6 months',
  idempotencyKey: 'checkout-7d1f-attempt-1',
};
const CHARGE_PARAMS = {
  amount: '19999',
  currency: 'usd',
  customer: CUSTOMER,
  payment_method: PM,
  'allowed_payment_method_types[0]': 'card',
  confirm: 'true',
  off_session: 'true',
  description: 'Listing plan: Premium, 6 months',
  'metadata[reference]': 'checkout-7d1f-attempt-1',
};

describe('Stripe provider against recorded responses', () => {
  it('creates a customer with the account id in metadata', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/customers',
      params: { email: 'ada@example.com', name: 'Ada Lovelace', 'metadata[accountId]': '6f1c2b9e-4a57-4c0e-9d1b-3a8e5f7c2d10' },
      fixture: 'customer.json',
    });
    const ref = await stripe.createCustomer({
      accountId: '6f1c2b9e-4a57-4c0e-9d1b-3a8e5f7c2d10',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
    });
    expect(ref).toBe(CUSTOMER);
  });

  it('refuses card digits without calling Stripe: cards come from Stripe.js only', async () => {
    await expect(stripe.saveCard(CUSTOMER, CARD)).rejects.toThrow('Stripe takes cards from Stripe.js only');
  });

  it('attaches the PaymentMethod Stripe.js made to the customer and returns what may be shown', async () => {
    recorded.expect({
      method: 'POST',
      path: `/v1/payment_methods/${PM}/attach`,
      params: { customer: CUSTOMER },
      fixture: 'payment_method_attached.json',
    });
    expect(await stripe.saveCard(CUSTOMER, { paymentMethodId: PM, cardholderName: CARD.cardholderName, billing: CARD.billing })).toEqual({
      token: PM,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('a card Stripe refuses when attaching becomes CardRejectedError', async () => {
    recorded.expect({
      method: 'POST',
      path: `/v1/payment_methods/${PM}/attach`,
      params: { customer: CUSTOMER },
      status: 402,
      fixture: 'payment_method_card_error_incorrect_number.json',
    });
    const err = await stripe
      .saveCard(CUSTOMER, { paymentMethodId: PM, cardholderName: CARD.cardholderName, billing: CARD.billing })
      .catch((error: unknown) => error);
    expect(err).toBeInstanceOf(CardRejectedError);
    expect(err).toMatchObject({ reason: 'card_declined', message: 'Your card number is incorrect.' });
  });

  it('charges off-session with the idempotency key, and reports the PaymentIntent id', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/payment_intents',
      params: CHARGE_PARAMS,
      idempotencyKey: 'checkout-7d1f-attempt-1',
      fixture: 'payment_intent_succeeded.json',
    });
    expect(await stripe.charge(chargeInput)).toEqual({ status: 'succeeded', chargeId: PI });
  });

  it("finds a charge by our reference among the customer's PaymentIntents listed since the payment started", async () => {
    const since = new Date('2026-01-01T12:00:00Z');
    const params = { customer: CUSTOMER, 'created[gte]': String(since.getTime() / 1000 - 300), limit: '100' };
    recorded.expect({ method: 'GET', path: '/v1/payment_intents', params, fixture: 'payment_intent_list.json' });
    expect(await stripe.findCharge({ customerRef: CUSTOMER, idempotencyKey: 'checkout-7d1f-attempt-1', since })).toEqual({
      status: 'succeeded',
      chargeId: PI,
    });
    recorded.expect({ method: 'GET', path: '/v1/payment_intents', params, fixture: 'payment_intent_list.json' });
    expect(await stripe.findCharge({ customerRef: CUSTOMER, idempotencyKey: 'payment:another', since })).toEqual({ status: 'not_found' });
    recorded.expect({ method: 'GET', path: '/v1/payment_intents', params, fixture: 'payment_intent_list_empty.json' });
    expect(await stripe.findCharge({ customerRef: CUSTOMER, idempotencyKey: 'checkout-7d1f-attempt-1', since })).toEqual({
      status: 'not_found',
    });
  });

  it("a card_error with decline_code insufficient_funds is a 'declined' outcome, not an exception", async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/payment_intents',
      params: CHARGE_PARAMS,
      idempotencyKey: 'checkout-7d1f-attempt-1',
      status: 402,
      fixture: 'payment_intent_card_declined_insufficient_funds.json',
    });
    expect(await stripe.charge(chargeInput)).toEqual({
      status: 'declined',
      chargeId: 'pi_3SkR9xLkdIwHu7ix0gP5sB7c',
      reason: 'insufficient_funds',
    });
  });

  it('an API error (Stripe answers 401: revoked key) throws instead of posing as a decline', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/payment_intents',
      params: CHARGE_PARAMS,
      status: 401,
      fixture: 'authentication_error.json',
    });
    await expect(stripe.charge(chargeInput)).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('refuses a non-integer or non-positive amount without calling Stripe', async () => {
    await expect(stripe.charge({ ...chargeInput, amount: 199.99 })).rejects.toThrow(RangeError);
    await expect(stripe.refund({ chargeId: PI, amount: 0, idempotencyKey: 'r' })).rejects.toThrow(RangeError);
  });

  it('refunds part of a PaymentIntent with the idempotency key', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/refunds',
      params: { payment_intent: PI, amount: '5000' },
      idempotencyKey: 'refund-7d1f-1',
      fixture: 'refund.json',
    });
    expect(await stripe.refund({ chargeId: PI, amount: 5_000, idempotencyKey: 'refund-7d1f-1' })).toEqual({
      refundId: 're_3SkR8ALkdIwHu7ix1wK2pZ8f',
    });
  });

  it("removes a card by detaching the customer's own PaymentMethod", async () => {
    recorded.expect(
      { method: 'GET', path: `/v1/payment_methods/${PM}`, fixture: 'payment_method_attached.json' },
      { method: 'POST', path: `/v1/payment_methods/${PM}/detach`, fixture: 'payment_method.json' },
    );
    await stripe.removeCard(CUSTOMER, PM);
  });

  it("never detaches another customer's PaymentMethod", async () => {
    recorded.expect({ method: 'GET', path: `/v1/payment_methods/${PM}`, fixture: 'payment_method_attached.json' });
    await expect(stripe.removeCard('cus_SomeoneElse000', PM)).rejects.toThrow(/does not belong/);
  });
});

describe('Stripe webhook signatures', () => {
  const secret = 'whsec_test_recorded_secret';
  const payload = JSON.stringify(fixture('event_payment_intent_succeeded.json'));

  it('a correctly signed payload yields the event', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(verifyStripeWebhook(payload, header, secret)).toMatchObject({
      id: 'evt_3SkR8ALkdIwHu7ix1m4Yq9Vt',
      type: 'payment_intent.succeeded',
    });
    expect(verifyStripeWebhook(Buffer.from(payload), header, secret).type).toBe('payment_intent.succeeded');
  });

  it('a tampered payload, a wrong secret or a stale timestamp is refused', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(() => verifyStripeWebhook(payload.replace('19999', '1'), header, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => verifyStripeWebhook(payload, header, 'whsec_another')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => verifyStripeWebhook(payload, stale, secret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});

describe('choosing the provider', () => {
  it('Stripe when STRIPE_SECRET_KEY is set, else the demo processor', async () => {
    const database = await createTestDatabase();
    try {
      const demo = createPaymentProvider(testConfig(), database.db, { fingerprintKey: 'k' });
      expect(demo.kind).toBe('demo');
      // The demo processor pays the payout method itself: nobody is onboarded to it (decision 088).
      expect(demo.onboarding).toBeUndefined();
      expect(createPaymentProvider(testConfig({ stripe: { secretKey: SECRET_KEY } }), database.db, { fingerprintKey: 'k' }).kind).toBe(
        'stripe',
      );
    } finally {
      await database.close();
    }
  });
});

describe('Stripe payouts: Connect transfers (decision 087)', () => {
  const ACCT = 'acct_1SkR9xQ4mZp2Lr8T';
  const TRANSFER = 'tr_1SkRA2LkdIwHu7ixP3yZq0Wd';
  const KEY = 'payout:5b0c7f3e-2d4a-4f1b-9c8e-7a6d5e4f3a21:1';
  const input = {
    amount: 18_000,
    currency: 'USD',
    destination: { kind: 'us' as const, last4: '6789', recipientRef: ACCT },
    description: 'Terranest payout',
    idempotencyKey: KEY,
  };

  it("transfers the payout to the provider's connected account with the payout's idempotency key", async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/transfers',
      params: {
        amount: '18000',
        currency: 'usd',
        destination: ACCT,
        description: 'Terranest payout',
        'metadata[reference]': KEY,
        'metadata[method_kind]': 'us',
        'metadata[method_last4]': '6789',
      },
      idempotencyKey: KEY,
      fixture: 'transfer.json',
    });
    expect(await stripe.transfer(input)).toEqual({ status: 'paid', transferId: TRANSFER });
  });

  it('refuses without calling Stripe when the provider has no connected account', async () => {
    expect(await stripe.transfer({ ...input, destination: { ...input.destination, recipientRef: null } })).toEqual({
      status: 'failed',
      transferId: null,
      reason: 'not_connected',
    });
  });

  it('reads a reversed transfer as failed, a standing one as paid', async () => {
    recorded.expect(
      { method: 'GET', path: `/v1/transfers/${TRANSFER}`, fixture: 'transfer.json' },
      { method: 'GET', path: `/v1/transfers/${TRANSFER}`, fixture: 'transfer_reversed.json' },
    );
    expect(await stripe.transferState(TRANSFER)).toEqual({ status: 'paid', transferId: TRANSFER });
    expect(await stripe.transferState(TRANSFER)).toEqual({ status: 'failed', transferId: TRANSFER, reason: 'could_not_process' });
  });

  it('refuses an amount that is not whole minor units before calling Stripe', async () => {
    await expect(stripe.transfer({ ...input, amount: 10.5 })).rejects.toThrow(RangeError);
  });
});

describe('Stripe Connect onboarding (decision 088)', () => {
  const ACCOUNT_ID = '6f1c2b9e-4a57-4c0e-9d1b-3a8e5f7c2d10';
  const ACCT = 'acct_1SkR9xQ4mZp2Lr8T';
  const onboarding = stripe.onboarding!;
  const accountParams = {
    type: 'express',
    country: 'US',
    email: 'ada@example.com',
    'capabilities[transfers][requested]': 'true',
    'metadata[accountId]': ACCOUNT_ID,
  };

  it('creates an Express account able to receive transfers, keyed by our account id: a retry asks with the same key', async () => {
    const exchange = {
      method: 'POST' as const,
      path: '/v1/accounts',
      params: accountParams,
      idempotencyKey: `connect-account:${ACCOUNT_ID}`,
      fixture: 'account.json',
    };
    recorded.expect(exchange, exchange);
    expect(await onboarding.createRecipient({ accountId: ACCOUNT_ID, email: 'ada@example.com', country: 'us' })).toBe(ACCT);
    expect(await onboarding.createRecipient({ accountId: ACCOUNT_ID, email: 'ada@example.com', country: 'us' })).toBe(ACCT);
  });

  it('puts an account abroad under the recipient service agreement (cross-border payouts need it)', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/accounts',
      params: { ...accountParams, country: 'DE', 'tos_acceptance[service_agreement]': 'recipient' },
      idempotencyKey: `connect-account:${ACCOUNT_ID}`,
      fixture: 'account.json',
    });
    expect(await onboarding.createRecipient({ accountId: ACCOUNT_ID, email: 'ada@example.com', country: 'de' })).toBe(ACCT);
  });

  it('makes an onboarding Account Link that comes back to the wallet', async () => {
    recorded.expect({
      method: 'POST',
      path: '/v1/account_links',
      params: {
        account: ACCT,
        type: 'account_onboarding',
        refresh_url: 'https://terranest.test/dashboard/wallet?connect=refresh',
        return_url: 'https://terranest.test/dashboard/wallet?connect=return',
      },
      fixture: 'account_link.json',
    });
    expect(
      await onboarding.onboardingLink({
        recipientRef: ACCT,
        refreshUrl: 'https://terranest.test/dashboard/wallet?connect=refresh',
        returnUrl: 'https://terranest.test/dashboard/wallet?connect=return',
      }),
    ).toEqual({ url: `https://connect.stripe.com/setup/e/${ACCT}/Qm4ZcT2eVd8sKp1N`, expiresAt: new Date(1767269400 * 1000) });
  });

  it("reads the account's state: waiting before onboarding, payouts enabled after", async () => {
    recorded.expect(
      { method: 'GET', path: `/v1/accounts/${ACCT}`, fixture: 'account.json' },
      { method: 'GET', path: `/v1/accounts/${ACCT}`, fixture: 'account_enabled.json' },
    );
    expect(await onboarding.recipientState(ACCT)).toEqual({ recipientRef: ACCT, detailsSubmitted: false, payoutsEnabled: false });
    expect(await onboarding.recipientState(ACCT)).toEqual({ recipientRef: ACCT, detailsSubmitted: true, payoutsEnabled: true });
  });
});
