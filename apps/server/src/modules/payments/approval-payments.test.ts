import { eq } from 'drizzle-orm';
import { APPROVAL_METHODS, APPROVAL_WINDOW_MS } from '@app/shared/payments/payment-methods';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified, type HttpClient } from '../../../test/http-client';
import { openCheckout, registerTestProduct, saveTestCard, payCheckout, unbalancedLedgerTransactions } from '../../../test/payment-fixtures';
import { demoCharges, demoIntents, payments } from '../../db/schema/index';
import { ledgerBalance } from './ledger.repo';

const { app, db } = await createTestApp();
const { fulfilled } = registerTestProduct(app);
// A product priced in another currency, to see which wallets take it.
app.deps.products.register('test-gadget', {
  async quote(_deps, _actor, product) {
    return {
      description: 'Test gadget',
      line: { key: 'testGadget', params: {} },
      amount: Number(product.ref),
      currency: String(product.options?.currency),
      creditAccount: 'revenue:test-gadgets',
    };
  },
  async fulfil() {},
});

async function buyer() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

function startWallet(client: HttpClient, checkoutId: string, method: string, key: string = crypto.randomUUID()) {
  return client.post(`/api/v1/checkouts/${checkoutId}/approval-payments`, { method }, { 'idempotency-key': key });
}

/** The intent id the next action's confirmation page names. */
function intentOf(progress: { next: { url: string } }): string {
  return new URL(progress.next.url).pathname.split('/').pop() ?? '';
}

/** The payer's decision on the demo confirmation page (no sign-in), then the processor's notice delivered. */
async function decide(intentId: string, decision: 'approve' | 'cancel') {
  const res = await httpClient(app).post(`/api/v1/demo-payments/${intentId}/${decision}`);
  await app.deps.outbox.drain();
  return res;
}

const progress = (client: HttpClient, paymentId: string) => client.get(`/api/v1/payments/${paymentId}/progress`);

describe('paying with Alipay, WeChat Pay and PayPal through the demo processor', () => {
  it.each(APPROVAL_METHODS)('%s: waits for the payer, settles once on approval, fulfils once, gives a receipt', async (method) => {
    const client = await buyer();
    const open = await openCheckout(client, 18_800);
    const started = await startWallet(client, open._id, method);
    expect(started.statusCode).toBe(200);
    const waiting = started.json().data;
    expect(waiting.payment).toMatchObject({ status: 'pending', method, card: null, amount: { amount: 18_800, currency: 'USD' } });
    expect(waiting.receipt).toBeNull();
    expect(waiting.next.url).toBe(`${app.deps.config.publicUrl}/pay/demo/${intentOf(waiting)}`);
    // WeChat Pay is approved by scanning a code that opens the same page; the others redirect there.
    expect(waiting.next).toEqual(
      method === 'wechat_pay' ? { type: 'qr', data: waiting.next.url, url: waiting.next.url } : { type: 'redirect', url: waiting.next.url },
    );
    expect(new Date(waiting.approveBy).getTime() - new Date(waiting.payment.createdAt).getTime()).toBe(APPROVAL_WINDOW_MS);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(0);
    // Still waiting when asked before the payer decides.
    expect((await progress(client, waiting.payment._id)).json().data.payment.status).toBe('pending');

    const page = await httpClient(app).get(`/api/v1/demo-payments/${intentOf(waiting)}`);
    expect(page.json().data).toMatchObject({ method, status: 'requires_action', amount: { amount: 18_800, currency: 'USD' } });
    expect(page.json().data.returnUrl).toBe(`${app.deps.config.publicUrl}/checkout/${open._id}?payment=${waiting.payment._id}`);

    const approved = await decide(intentOf(waiting), 'approve');
    expect(approved.json().data.status).toBe('succeeded');
    const done = (await progress(client, waiting.payment._id)).json().data;
    expect(done.payment).toMatchObject({ status: 'succeeded', method });
    expect(done.next).toBeNull();
    expect(done.receipt).toMatchObject({ method, card: null, total: { amount: 18_800, currency: 'USD' } });
    expect(done.checkout.status).toBe('paid');
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toEqual([expect.objectContaining({ amount: 18_800 })]);
    expect(await unbalancedLedgerTransactions(db)).toEqual([]);
  });

  it('a double approval, the return page and the sweep racing still settle one payment with one fulfilment and one charge', async () => {
    const client = await buyer();
    const open = await openCheckout(client, 5_000);
    const before = await ledgerBalance(db, 'processor:demo', 'USD');
    const waiting = (await startWallet(client, open._id, 'alipay')).json().data;
    const intentId = intentOf(waiting);
    // Two approvals (a double tap), the return page, the notices and the sweep, all at once.
    const [first, second] = await Promise.all([
      httpClient(app).post(`/api/v1/demo-payments/${intentId}/approve`),
      httpClient(app).post(`/api/v1/demo-payments/${intentId}/approve`),
      progress(client, waiting.payment._id),
      app.deps.jobs.runNow('payment-reconciliation'),
    ]);
    expect([first.json().data.status, second.json().data.status]).toEqual(['succeeded', 'succeeded']);
    await Promise.all([app.deps.outbox.drain(), progress(client, waiting.payment._id), progress(client, waiting.payment._id)]);
    await app.deps.jobs.runNow('payment-reconciliation');
    expect((await progress(client, waiting.payment._id)).json().data.payment.status).toBe('succeeded');
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(demoCharges)
        .where(eq(demoCharges.idempotencyKey, `payment:${waiting.payment._id}`)),
    ).toHaveLength(1);
    expect((await ledgerBalance(db, 'processor:demo', 'USD')) - before).toBe(5_000);
  });

  it('approving twice in a row is answered as it is, and the repeat of the start gets the same payment and page', async () => {
    const client = await buyer();
    const open = await openCheckout(client, 7_000);
    const key = crypto.randomUUID();
    const first = (await startWallet(client, open._id, 'paypal', key)).json().data;
    const again = (await startWallet(client, open._id, 'paypal', key)).json().data;
    expect(again.payment._id).toBe(first.payment._id);
    expect(again.next).toEqual(first.next);
    expect(
      await db
        .select()
        .from(demoIntents)
        .where(eq(demoIntents.idempotencyKey, `payment:${first.payment._id}`)),
    ).toHaveLength(1);
    // The same key for another way to pay is a client's mistake, not a second payment.
    expect((await startWallet(client, open._id, 'alipay', key)).statusCode).toBe(400);
    expect((await decide(intentOf(first), 'approve')).json().data.status).toBe('succeeded');
    expect((await decide(intentOf(first), 'approve')).json().data.status).toBe('succeeded');
    expect((await decide(intentOf(first), 'cancel')).json().data.status).toBe('succeeded');
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
    // Paid: another attempt is refused with the checkout's state.
    expect((await startWallet(client, open._id, 'alipay')).json().code).toBe('CHECKOUT_ALREADY_PAID');
  });

  it('a payer who cancels on the wallet page is told nothing was charged, and can then pay by card', async () => {
    const client = await buyer();
    const open = await openCheckout(client, 3_300);
    const waiting = (await startWallet(client, open._id, 'wechat_pay')).json().data;
    // While it waits, the checkout is claimed: no second payment.
    expect((await startWallet(client, open._id, 'alipay')).json().code).toBe('CHECKOUT_ALREADY_PAID');
    expect((await decide(intentOf(waiting), 'cancel')).json().data.status).toBe('canceled');
    const failed = (await progress(client, waiting.payment._id)).json().data;
    expect(failed.payment).toMatchObject({
      status: 'failed',
      failureMessage: 'The payment was cancelled before it was approved. Nothing was charged.',
    });
    expect(failed.checkout.status).toBe('open');
    // Approving after cancelling changes nothing.
    expect((await decide(intentOf(waiting), 'approve')).json().data.status).toBe('canceled');
    const cardId = await saveTestCard(client);
    expect((await payCheckout(client, open._id, { cardId })).json().data.payment.status).toBe('succeeded');
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
  });

  it('the payer can give up from the checkout (to pay another way): cancelled at the processor, checkout free again', async () => {
    const client = await buyer();
    const open = await openCheckout(client, 4_400);
    const waiting = (await startWallet(client, open._id, 'alipay')).json().data;
    const cancelled = await client.post(`/api/v1/payments/${waiting.payment._id}/cancel`);
    expect(cancelled.json().data.payment.status).toBe('failed');
    expect((await httpClient(app).get(`/api/v1/demo-payments/${intentOf(waiting)}`)).json().data.status).toBe('canceled');
    // Someone else cannot follow or cancel it.
    const stranger = await buyer();
    expect((await progress(stranger, waiting.payment._id)).statusCode).toBe(404);
    expect((await stranger.post(`/api/v1/payments/${waiting.payment._id}/cancel`)).statusCode).toBe(404);
    expect((await startWallet(client, open._id, 'paypal')).json().data.payment.status).toBe('pending');
  });

  it('an approval nobody followed up is settled by the sweep; an unapproved one is cancelled when its window ends', async () => {
    const client = await buyer();
    const open = await openCheckout(client, 6_100);
    const approvedLater = (await startWallet(client, open._id, 'alipay')).json().data;
    // The approval's notice is lost (not delivered), and the payer closed the tab.
    await httpClient(app).post(`/api/v1/demo-payments/${intentOf(approvedLater)}/approve`);
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(payments.id, approvedLater.payment._id));
    await app.deps.jobs.runNow('payment-reconciliation');
    expect((await db.select().from(payments).where(eq(payments.id, approvedLater.payment._id)))[0]?.status).toBe('succeeded');

    const other = await openCheckout(client, 6_200);
    const abandoned = (await startWallet(client, other._id, 'wechat_pay')).json().data;
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - APPROVAL_WINDOW_MS - 1_000) })
      .where(eq(payments.id, abandoned.payment._id));
    await app.deps.jobs.runNow('payment-reconciliation');
    const [row] = await db.select().from(payments).where(eq(payments.id, abandoned.payment._id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'canceled' });
    expect((await decide(intentOf(abandoned), 'approve')).json().data.status).toBe('canceled');
  });

  it('refuses a wallet that does not take the checkout currency, in words, and nothing is claimed', async () => {
    const client = await buyer();
    const res = await client.post('/api/v1/checkouts', { product: { kind: 'test-gadget', ref: '90000', options: { currency: 'TWD' } } });
    const checkoutId = res.json().data._id as string;
    const refused = await startWallet(client, checkoutId, 'paypal');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'This way to pay does not take this currency. Choose another way to pay.',
    });
    expect((await startWallet(client, checkoutId, 'alipay')).statusCode).toBe(400);
    expect((await startWallet(client, checkoutId, 'wechat_pay')).statusCode).toBe(400);
    expect((await startWallet(client, checkoutId, 'bitcoin')).json()).toMatchObject({ success: false });
    expect(await db.select().from(payments).where(eq(payments.checkoutId, checkoutId))).toEqual([]);
  });

  it('the confirmation page answers an unknown or malformed intent with the envelope, never a 500', async () => {
    const visitor = httpClient(app);
    expect((await visitor.get('/api/v1/demo-payments/pi_demo_000000000000000000000000')).statusCode).toBe(404);
    expect((await visitor.post('/api/v1/demo-payments/pi_demo_000000000000000000000000/approve')).statusCode).toBe(404);
    const malformed = await visitor.get('/api/v1/demo-payments/nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });
});
