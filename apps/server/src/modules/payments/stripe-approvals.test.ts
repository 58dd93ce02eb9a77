/**
 * A wallet payment on Stripe end to end through our API: the PaymentIntent Stripe gets (checked by
 * the recorded peer, testing/recorded-stripe.ts), and the payer's approval heard twice, from the
 * signed webhook and from the return page's look at the intent, settling it once.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { openCheckout, registerTestProduct } from '../../../test/payment-fixtures';
import { useRecordedStripe } from '../../platform/payments/stripe/testing/recorded-stripe';

const SECRET_KEY = 'sk_test_recorded_51SkR0000000000000000';
const WEBHOOK_SECRET = 'whsec_test_terranest';
const ALIPAY_PI = 'pi_3SkRa2LkdIwHu7ix0Qm4AliP';
const recorded = await useRecordedStripe(SECRET_KEY);

const { app } = await createTestApp({ stripe: { secretKey: SECRET_KEY, apiBase: recorded.apiBase, webhookSecret: WEBHOOK_SECRET } });
const { fulfilled } = registerTestProduct(app);

function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('Alipay on Stripe through the API', () => {
  it('starts one PaymentIntent, and the webhook and the return page racing settle it once', async () => {
    const client = httpClient(app);
    await signUpVerified(app, client);
    const open = await openCheckout(client, 48_000);
    recorded.expect(
      {
        method: 'POST',
        path: '/v1/customers',
        params: { email: /@/, name: /.+/, 'metadata[accountId]': /^[0-9a-f-]{36}$/ },
        fixture: 'customer.json',
      },
      {
        method: 'POST',
        path: '/v1/payment_intents',
        params: {
          amount: '48000',
          currency: 'usd',
          customer: 'cus_TzQ4bW1nKp8sVd',
          description: 'Test widget 48000',
          'allowed_payment_method_types[0]': 'alipay',
          'payment_method_data[type]': 'alipay',
          confirm: 'true',
          return_url: new RegExp(`^${app.deps.config.publicUrl}/checkout/${open._id}\\?payment=[0-9a-f-]{36}$`),
          'metadata[reference]': /^payment:[0-9a-f-]{36}$/,
        },
        fixture: 'payment_intent_alipay_requires_action.json',
      },
    );
    const started = await client.post(
      `/api/v1/checkouts/${open._id}/approval-payments`,
      { method: 'alipay' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(started.statusCode).toBe(200);
    const waiting = started.json().data;
    expect(waiting.payment).toMatchObject({ status: 'pending', method: 'alipay' });
    expect(waiting.next).toEqual({
      type: 'redirect',
      url: 'https://pm-redirects.stripe.com/authorize/acct_1SkQzLkdIwHu7ix/pa_nonce_TzR2a9Kq4LmVb7Xc1NdE5fGh',
    });
    expect(recorded.pending()).toEqual([]);

    // The payer approved: Stripe's webhook (delivered twice) and the return page's look race.
    recorded.expect({ method: 'GET', path: `/v1/payment_intents/${ALIPAY_PI}`, fixture: 'payment_intent_alipay_succeeded.json' });
    const event = {
      id: 'evt_3SkRa9LkdIwHu7ix1AlPy',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: ALIPAY_PI, object: 'payment_intent', status: 'succeeded', metadata: { reference: `payment:${waiting.payment._id}` } },
      },
    };
    const [hook, back, again] = await Promise.all([
      deliver(event),
      client.get(`/api/v1/payments/${waiting.payment._id}/progress`),
      deliver(event),
    ]);
    expect([hook.statusCode, back.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    const done = (await client.get(`/api/v1/payments/${waiting.payment._id}/progress`)).json().data;
    expect(done.payment).toMatchObject({ status: 'succeeded', method: 'alipay' });
    expect(done.receipt.number).toMatch(/^TN-/);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
  });
});
