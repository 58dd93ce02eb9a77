import { MESSAGES } from '@app/shared/messages/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { httpClient, signUpVerified } from '../../../../test/http-client';
import { cardForm, openCheckout, payCheckout, registerTestProduct } from '../../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../../test/role-fixtures';
import { adminAudit, demoCharges, refunds } from '../../../db/schema/index';

const { app, db } = await createTestApp();
registerTestProduct(app);
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);

let buyers = 0;
/** A verified buyer who paid `cents` for each amount given; their email and the payments' ids, in order. */
async function paidBy(...amounts: number[]) {
  const client = httpClient(app);
  const email = `payer${++buyers}.${Date.now()}@example.com`;
  await signUpVerified(app, client, { email });
  const ids: string[] = [];
  for (const cents of amounts)
    ids.push((await payCheckout(client, (await openCheckout(client, cents))._id, { card: cardForm() })).json().data.payment._id);
  return { client, email, ids };
}

const refund = (paymentId: string, body: unknown, key: string = crypto.randomUUID()) =>
  admin.post(`/api/v1/admin/payments/${paymentId}/refunds`, body, { 'idempotency-key': key });
const detail = async (paymentId: string) => (await admin.get(`/api/v1/admin/payments/${paymentId}`)).json().data;

describe('admin payments: search', () => {
  it("finds payments by payer's email, id, product and status, newest first, with the total", async () => {
    const { email, ids } = await paidBy(1100, 2200, 3300);
    const byEmail = (await admin.get(`/api/v1/admin/payments?q=${encodeURIComponent(email.toUpperCase())}`)).json().data;
    expect(byEmail.total).toBe(3);
    expect(byEmail.payments.map((p: { _id: string }) => p._id)).toEqual([...ids].reverse());
    expect(byEmail.payments[0]).toMatchObject({ payerEmail: email, amount: { amount: 3300, currency: 'USD' }, status: 'succeeded' });

    const byId = (await admin.get(`/api/v1/admin/payments?q=${ids[1]}`)).json().data;
    expect(byId.payments.map((p: { _id: string }) => p._id)).toEqual([ids[1]]);
    const byProduct = (await admin.get('/api/v1/admin/payments?q=Test%20widget%202200')).json().data;
    expect(byProduct.payments.map((p: { _id: string }) => p._id)).toContain(ids[1]);
    expect(byProduct.payments.every((p: { description: string }) => p.description === 'Test widget 2200')).toBe(true);

    await refund(ids[0]!, { why: 'Duplicate' });
    const refunded = (await admin.get(`/api/v1/admin/payments?q=${encodeURIComponent(email)}&status=refunded`)).json().data;
    expect(refunded.payments.map((p: { _id: string }) => p._id)).toEqual([ids[0]]);
  });

  it('narrows by days (UTC, both ends included) and refuses a malformed filter with 400', async () => {
    const { email } = await paidBy(1500);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const q = `q=${encodeURIComponent(email)}`;
    expect((await admin.get(`/api/v1/admin/payments?${q}&from=${today}&to=${today}`)).json().data.total).toBe(1);
    expect((await admin.get(`/api/v1/admin/payments?${q}&to=${yesterday}`)).json().data.total).toBe(0);
    const bad = await admin.get('/api/v1/admin/payments?from=yesterday&status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: MESSAGES.invalidInputsPleaseFix });
  });
});

describe('admin payments: detail and refunds', () => {
  it('shows the ledger lines of the capture and of each refund, the refunds with who asked and why, and what is left', async () => {
    const { ids } = await paidBy(10_000);
    const paymentId = ids[0]!;
    const before = await detail(paymentId);
    expect(before.refundable).toEqual({ amount: 10_000, currency: 'USD' });
    expect(before.ledger).toHaveLength(1);
    expect(before.ledger[0]).toMatchObject({
      kind: 'capture',
      lines: [
        { account: 'processor:demo', amount: 10_000, currency: 'USD' },
        { account: 'revenue:test-widgets', amount: -10_000, currency: 'USD' },
      ],
    });

    const res = await refund(paymentId, { amount: 2500, why: 'Charged twice by mistake' });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ status: 'partially-refunded', refunded: { amount: 2500 }, refundable: { amount: 7500 } });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: { amount: 2500, currency: 'USD' },
        reason: 'Charged twice by mistake',
        status: 'succeeded',
        byEmail: adminAccount.email,
      }),
    ]);
    expect(after.ledger[1]).toMatchObject({
      kind: 'refund',
      memo: 'Charged twice by mistake',
      lines: [
        { account: 'revenue:test-widgets', amount: 2500 },
        { account: 'processor:demo', amount: -2500 },
      ],
    });
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.targetId, paymentId));
    expect(audit.map((e) => [e.action, e.actorEmail, e.reason, e.data])).toEqual([
      ['payment.refund', adminAccount.email, 'Charged twice by mistake', { amount: 2500, currency: 'USD' }],
    ]);

    const rest = (await refund(paymentId, { why: 'Customer gave up' })).json().data;
    expect(rest).toMatchObject({ status: 'refunded', refunded: { amount: 10_000 }, refundable: { amount: 0 } });
  });

  it('a double-clicked refund (the same key twice at once) happens once: one refund, one processor call, one audit entry', async () => {
    const { ids } = await paidBy(8000);
    const paymentId = ids[0]!;
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      refund(paymentId, { amount: 3000, why: 'Late delivery' }, key),
      refund(paymentId, { amount: 3000, why: 'Late delivery' }, key),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect((await refund(paymentId, { amount: 3000, why: 'Late delivery' }, key)).json().data.refunded.amount).toBe(3000);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    expect(await db.select().from(adminAudit).where(eq(adminAudit.targetId, paymentId))).toHaveLength(1);
  });

  it('two partial refunds at once can never give back more than was paid: one goes through, the other is told why', async () => {
    const { ids } = await paidBy(10_000);
    const paymentId = ids[0]!;
    const answers = await Promise.all([
      refund(paymentId, { amount: 6000, why: 'First admin' }),
      refund(paymentId, { amount: 6000, why: 'Second admin' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((res) => res.statusCode === 400)!;
    expect(refused.json()).toMatchObject({ success: false, message: MESSAGES.refundExceedsPayment });
    const after = await detail(paymentId);
    expect(after).toMatchObject({ refunded: { amount: 6000 }, refundable: { amount: 4000 } });
    expect(after.refunds).toHaveLength(1);
    const charge = (await db.select().from(demoCharges)).find((row) => row.id === after.providerChargeId);
    expect(charge?.refundedAmount).toBe(6000);
  });

  it('refuses without a reason, without an idempotency key, above what is left, and for an unknown payment', async () => {
    const { ids } = await paidBy(5000);
    const paymentId = ids[0]!;
    const noWhy = await refund(paymentId, { amount: 100, why: '  ' });
    expect(noWhy.statusCode).toBe(400);
    expect(noWhy.json().fields).toEqual({ why: MESSAGES.reasonRequired });
    const noKey = await admin.post(`/api/v1/admin/payments/${paymentId}/refunds`, { why: 'Goodwill' });
    expect(noKey.json()).toMatchObject({ success: false, message: MESSAGES.idempotencyKeyRequired });
    expect((await refund(paymentId, { amount: 5001, why: 'Goodwill' })).json().message).toBe(MESSAGES.refundExceedsPayment);
    expect((await refund(crypto.randomUUID(), { why: 'Goodwill' })).statusCode).toBe(404);
    expect((await admin.get(`/api/v1/admin/payments/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await detail(paymentId)).refunded.amount).toBe(0);
  });

  it('is for admins only: the payer gets 403 and nothing is refunded', async () => {
    const { client, ids } = await paidBy(4000);
    const res = await client.post(
      `/api/v1/admin/payments/${ids[0]}/refunds`,
      { why: 'Please' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(res.statusCode).toBe(403);
    expect((await client.get(`/api/v1/admin/payments/${ids[0]}`)).statusCode).toBe(403);
    expect((await detail(ids[0]!)).refunded.amount).toBe(0);
  });
});
