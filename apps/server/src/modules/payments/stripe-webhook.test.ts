import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { payments } from '../../db/schema/index';
import { seedAccount } from '../../seed/factories';
import { insertCheckout, insertPendingPayment } from './payments.repo';

const WEBHOOK_SECRET = 'whsec_test_terranest';
const { app, db } = await createTestApp({ stripe: { secretKey: 'sk_test_not_called', webhookSecret: WEBHOOK_SECRET } });
app.deps.products.register('test-widget', {
  quote: async () => ({ description: 'x', line: { key: 'x', params: {} }, amount: 100, currency: 'USD', creditAccount: 'revenue:test' }),
  fulfil: async () => undefined,
});
const stripe = new Stripe('sk_test_not_called');

/** A payment left pending, as after a request that never heard back from Stripe. */
async function pendingPayment() {
  const account = await seedAccount(db);
  const checkout = await insertCheckout(db, {
    accountId: account.id,
    productKind: 'test-widget',
    productRef: '100',
    description: 'Test widget',
    amount: 2500,
    currency: 'USD',
    creditAccount: 'revenue:test',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const payment = await insertPendingPayment(db, {
    accountId: account.id,
    checkoutId: checkout.id,
    idempotencyKey: crypto.randomUUID(),
    provider: 'stripe',
    amount: 2500,
    currency: 'USD',
    description: 'Test widget',
    productKind: 'test-widget',
    billedName: 'Ada',
    billedEmail: account.email,
  });
  return payment!;
}

function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });
}

const intentEvent = (type: string, paymentId: string, extra: object = {}) => ({
  id: `evt_${crypto.randomUUID()}`,
  object: 'event',
  type,
  data: {
    object: { id: `pi_${paymentId.slice(0, 8)}`, object: 'payment_intent', metadata: { reference: `payment:${paymentId}` }, ...extra },
  },
});

describe('Stripe webhook', () => {
  it('completes a payment Stripe captured after our own request gave up, once', async () => {
    const payment = await pendingPayment();
    const event = intentEvent('payment_intent.succeeded', payment.id);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'succeeded', providerChargeId: `pi_${payment.id.slice(0, 8)}` });
    expect(row?.receiptNumber).toMatch(/^TN-/);
  });

  it('fails a payment whose intent failed, with the decline reason', async () => {
    const payment = await pendingPayment();
    await deliver(
      intentEvent('payment_intent.payment_failed', payment.id, {
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
      }),
    );
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
  });

  it('refuses a notification with a bad signature and changes nothing', async () => {
    const payment = await pendingPayment();
    const res = await deliver(intentEvent('payment_intent.succeeded', payment.id), 'whsec_wrong');
    expect(res.statusCode).toBe(403);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('pending');
  });

  it('does not exist without Stripe', async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
