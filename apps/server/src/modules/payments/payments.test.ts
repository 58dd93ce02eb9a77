import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp, signUpVerified } from '../../../test/http-client';
import { cardForm, openCheckout, payCheckout, registerTestProduct, saveTestCard } from '../../../test/payment-fixtures';
import { adminAudit, demoCharges, ledgerEntries, payments } from '../../db/schema/index';
import { ledgerBalance } from './ledger.repo';

const { app, db } = await createTestApp({ adminEmails: ['finance@example.com'] });
const { fulfilled } = registerTestProduct(app);

async function buyer() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

describe('checkout and pay', () => {
  it('prices through the selling module, charges the saved card, fulfils once, and gives a receipt', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client, 14_900);
    expect(open).toMatchObject({ status: 'open', amount: { amount: 14_900, currency: 'USD' }, description: 'Test widget 14900' });
    const res = await payCheckout(client, open._id, { cardId });
    expect(res.statusCode).toBe(200);
    const { payment, receipt, checkout: paid } = res.json().data;
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount: { amount: 14_900, currency: 'USD' },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(receipt.number).toMatch(/^TN-\d{6}$/);
    expect(receipt.total).toEqual({ amount: 14_900, currency: 'USD' });
    expect(paid.status).toBe('paid');
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
    expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBeGreaterThanOrEqual(14_900);
  });

  it('never charges twice for the same Idempotency-Key, even when the request is sent twice at once', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      payCheckout(client, open._id, { cardId }, key),
      payCheckout(client, open._id, { cardId }, key),
    ]);
    const third = await payCheckout(client, open._id, { cardId }, key);
    for (const res of [first, second, third]) expect(res.statusCode).toBe(200);
    const ids = new Set([first, second, third].map((res) => res.json().data.payment._id));
    expect(ids.size).toBe(1);
    const [paymentId] = [...ids];
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId as string));
    expect(
      await db
        .select()
        .from(demoCharges)
        .where(eq(demoCharges.idempotencyKey, `payment:${row?.id}`)),
    ).toHaveLength(1);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
  });

  it("answers a declined card with the spec's long message, repeats it for the same key, and lets a new card pay", async () => {
    const client = await buyer();
    const open = await openCheckout(client);
    const key = crypto.randomUUID();
    const declined = await payCheckout(client, open._id, { card: cardForm('4000 0000 0000 0002') }, key);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'PAYMENT_NOT_COMPLETED',
      message: 'The payment was not able to be completed, please check your information and make sure your card has not expired.',
    });
    expect((await payCheckout(client, open._id, { card: cardForm('4000 0000 0000 0002') }, key)).json().code).toBe('PAYMENT_NOT_COMPLETED');
    const ok = await payCheckout(client, open._id, { card: cardForm('5555 5555 5555 4444') });
    expect(ok.json().data.payment).toMatchObject({ status: 'succeeded', card: { last4: '4444' } });
  });

  it("answers 'Payment Failed' when the processor cannot be reached, and the same key then resumes without a second charge", async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client);
    const key = crypto.randomUUID();
    const provider = app.deps.paymentProvider;
    const realCharge = provider.charge;
    let calls = 0;
    // The processor charged, but its answer never reached us (a timeout).
    provider.charge = async (input) => {
      calls += 1;
      await realCharge(input);
      throw new Error('socket hang up');
    };
    const lost = await payCheckout(client, open._id, { cardId }, key);
    provider.charge = realCharge;
    expect(lost.statusCode).toBe(402);
    expect(lost.json()).toMatchObject({ code: 'PAYMENT_FAILED', message: 'Payment Failed' });
    const resumed = await payCheckout(client, open._id, { cardId }, key);
    expect(resumed.json().data.payment.status).toBe('succeeded');
    expect(calls).toBe(1);
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(
      await db
        .select()
        .from(demoCharges)
        .where(eq(demoCharges.idempotencyKey, `payment:${row?.id}`)),
    ).toHaveLength(1);
  });

  it('treats a processing error as a decline of that attempt', async () => {
    const client = await buyer();
    const open = await openCheckout(client);
    const res = await payCheckout(client, open._id, { card: cardForm('4000 0000 0000 0119') });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('PAYMENT_NOT_COMPLETED');
  });

  it('keeps a one-off card off the wallet but on the receipt', async () => {
    const client = await buyer();
    const open = await openCheckout(client);
    const res = await payCheckout(client, open._id, { card: cardForm('6011 1111 1111 1117'), saveCard: false });
    expect(res.json().data.receipt.card).toEqual({ brand: 'discover', last4: '1117' });
    expect((await client.get('/api/v1/wallet/cards')).json().data).toEqual([]);
  });

  it("refuses to pay without an Idempotency-Key, a checkout that is paid, and anyone else's checkout or card", async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client);
    const noKey = await payCheckout(client, open._id, { cardId }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    await payCheckout(client, open._id, { cardId });
    const again = await payCheckout(client, open._id, { cardId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This checkout has already been paid, or another payment for it is under way.');

    const stranger = await buyer();
    expect((await stranger.get(`/api/v1/checkouts/${open._id}`)).statusCode).toBe(404);
    expect((await payCheckout(stranger, open._id, { cardId })).statusCode).toBe(404);
    const strangerCheckout = await openCheckout(stranger);
    expect((await payCheckout(stranger, strangerCheckout._id, { cardId })).statusCode).toBe(404);
  });

  it("shows the receipt total in the payer's preferred currency, approximately", async () => {
    const client = await buyer();
    await client.put('/api/v1/account', { preferredCurrency: 'EUR' });
    const open = await openCheckout(client, 100_000);
    const res = await payCheckout(client, open._id, { card: cardForm() });
    const receipt = (await client.get(`/api/v1/payments/${res.json().data.payment._id}/receipt`)).json().data;
    expect(receipt.converted.amount.currency).toBe('EUR');
    expect(receipt.converted.amount.amount).toBeGreaterThan(50_000);
    expect(receipt.converted.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lists the payment history newest first, only the caller's own", async () => {
    const client = await buyer();
    for (const cents of [1000, 2000]) await payCheckout(client, (await openCheckout(client, cents))._id, { card: cardForm() });
    const history = (await client.get('/api/v1/payments')).json().data;
    expect(history.map((p: { amount: { amount: number } }) => p.amount.amount)).toEqual([2000, 1000]);
    expect((await (await buyer()).get('/api/v1/payments')).json().data).toEqual([]);
  });

  it('needs a verified account', async () => {
    const client = httpClient(app);
    await signUp(client);
    const res = await client.post('/api/v1/checkouts', { product: { kind: 'test-widget', ref: '100' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Verify your account to access this feature');
  });
});

describe('refunds (admin)', () => {
  it('refunds partly, then the rest, never more, once per key; the ledger follows and the audit log has each refund once', async () => {
    const client = await buyer();
    const open = await openCheckout(client, 10_000);
    const paymentId = (await payCheckout(client, open._id, { card: cardForm() })).json().data.payment._id;
    const admin = httpClient(app);
    await signUpVerified(app, admin, { email: 'finance@example.com' });
    const refund = (body: unknown, key = crypto.randomUUID()) =>
      admin.post(`/api/v1/admin/payments/${paymentId}/refunds`, { why: 'Goodwill', ...(body as object) }, { 'idempotency-key': key });

    const key = crypto.randomUUID();
    expect((await refund({ amount: 3000, why: 'Accidental order' }, key)).json().data).toMatchObject({
      status: 'partially-refunded',
      refunded: { amount: 3000 },
    });
    expect((await refund({ amount: 3000, why: 'Accidental order' }, key)).json().data.refunded.amount).toBe(3000);
    const over = await refund({ amount: 7001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('REFUND_EXCEEDS_PAYMENT');
    expect((await refund({})).json().data).toMatchObject({ status: 'refunded', refunded: { amount: 10_000 } });
    expect((await refund({ amount: 1 })).statusCode).toBe(400);

    const lines = await db.select().from(ledgerEntries);
    const byTransaction = new Map<string, number>();
    for (const line of lines) byTransaction.set(line.transactionId, (byTransaction.get(line.transactionId) ?? 0) + line.amount);
    expect([...byTransaction.values()].every((sum) => sum === 0)).toBe(true);
    const receipt = (await client.get(`/api/v1/payments/${paymentId}/receipt`)).json().data;
    expect(receipt.refunds.map((r: { amount: { amount: number } }) => r.amount.amount)).toEqual([3000, 7000]);
    const audit = (await db.select().from(adminAudit).where(eq(adminAudit.targetId, paymentId))).sort(
      (a, b) => a.at.getTime() - b.at.getTime(),
    );
    expect(audit.map((e) => [e.action, e.actorEmail, e.reason, e.data])).toEqual([
      ['payment.refund', 'finance@example.com', 'Accidental order', { amount: 3000, currency: 'USD' }],
      ['payment.refund', 'finance@example.com', 'Goodwill', { amount: 7000, currency: 'USD' }],
    ]);
  });

  it('is for admins only', async () => {
    const client = await buyer();
    const open = await openCheckout(client);
    const paymentId = (await payCheckout(client, open._id, { card: cardForm() })).json().data.payment._id;
    const res = await client.post(
      `/api/v1/admin/payments/${paymentId}/refunds`,
      { why: 'Goodwill' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(res.statusCode).toBe(403);
  });
});
