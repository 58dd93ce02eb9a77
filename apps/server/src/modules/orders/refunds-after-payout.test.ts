import type { TOrder } from '@app/shared/orders/orders.schema';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { unbalancedLedgerTransactions } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { ledgerEntries, ledgerTransactions, refunds, serviceOrders } from '../../db/schema/index';
import { professional } from '../memberships/memberships.fixtures';
import { ledgerBalance, paymentAccountTotals, postLedgerTransaction } from '../payments/index';
import { ORDER_FEES_ACCOUNT, ORDERS_HELD_ACCOUNT, payableAccount, recoverableAccount } from './order-ledger';
import { orderFor, orderPath, placeOrder, provider, reportFile } from './orders.fixtures';

const { app, db } = await createTestApp();
const buyer = await professional(app);
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);

type Pro = Awaited<ReturnType<typeof provider>>;
const move = (client: Pro['client'], order: TOrder, status: string, extra: Record<string, unknown> = {}) =>
  client.patch(orderPath(order), { logEntry: { status, ...extra } });
const paymentIdOf = async (order: TOrder) =>
  (await db.select({ id: serviceOrders.paymentId }).from(serviceOrders).where(eq(serviceOrders.id, order._id)))[0]!.id;
const refund = (paymentId: string, body: { amount?: number; why: string }, key: string = crypto.randomUUID()) =>
  admin.post(`/api/v1/admin/payments/${paymentId}/refunds`, body, { 'idempotency-key': key });

/** A $200 Drive-by appraisal the appraiser delivered and the buyer completed: paid out $180, $20 fee. */
async function completedAppraisal(appraiser: Pro): Promise<{ order: TOrder; paymentId: string }> {
  const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
  await move(appraiser.client, order, 'accepted');
  await appraiser.client.patch(orderPath(order), { logEntry: { status: 'submitted' }, fileId: await reportFile(app, appraiser.client) });
  const completed = await move(buyer.client, order, 'completed');
  if (completed.statusCode !== 200) throw new Error(completed.body);
  return { order, paymentId: await paymentIdOf(order) };
}

/** Each refund transaction of a payment as { account: amount } (debits positive), oldest first. */
async function refundLines(paymentId: string): Promise<Record<string, number>[]> {
  const rows = await db
    .select({ id: ledgerTransactions.id, account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.paymentId, paymentId), eq(ledgerTransactions.kind, 'refund')))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const byTransaction = new Map<string, Record<string, number>>();
  for (const row of rows)
    byTransaction.set(row.id, { ...byTransaction.get(row.id), [row.account.replace(/:[0-9a-f-]{36}$/, '')]: row.amount });
  return [...byTransaction.values()];
}

/** Every transaction balances; nothing held for a payment, no fee on it, and no held, fee or payable balance is below zero. */
async function expectLedgerSound(pro: Pro, paymentIds: string[]) {
  expect(await unbalancedLedgerTransactions(db)).toEqual([]);
  for (const paymentId of paymentIds) {
    const totals = await paymentAccountTotals(db, paymentId, [ORDERS_HELD_ACCOUNT, ORDER_FEES_ACCOUNT]);
    expect(totals.get(ORDERS_HELD_ACCOUNT)).toBeLessThanOrEqual(0);
    expect(totals.get(ORDER_FEES_ACCOUNT)).toBeLessThanOrEqual(0);
  }
  expect(await ledgerBalance(db, ORDERS_HELD_ACCOUNT, 'USD')).toBeLessThanOrEqual(0);
  expect(await ledgerBalance(db, ORDER_FEES_ACCOUNT, 'USD')).toBeLessThanOrEqual(0);
  expect(await ledgerBalance(db, payableAccount(pro.accountId), 'USD')).toBeLessThanOrEqual(0);
  expect(await ledgerBalance(db, recoverableAccount(pro.accountId), 'USD')).toBeGreaterThanOrEqual(0);
}

/** The payout-method transfer (not built yet) as its ledger lines: the provider's payable balance leaves. */
async function transferPayable(pro: Pro) {
  const payable = -(await ledgerBalance(db, payableAccount(pro.accountId), 'USD'));
  await db.transaction((tx) =>
    postLedgerTransaction(tx, {
      kind: 'payout-transfer',
      lines: [
        { account: payableAccount(pro.accountId), amount: payable, currency: 'USD' },
        { account: 'bank:payouts', amount: -payable, currency: 'USD' },
      ],
    }),
  );
}

describe('refunds of a service order before its payout', () => {
  it('come out of what is held for it, and the payout then pays only what is left held', async () => {
    const appraiser = await provider(app, 'appraisal');
    const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
    const paymentId = await paymentIdOf(order);
    expect((await refund(paymentId, { amount: 5_000, why: 'The buyer was overcharged' })).statusCode).toBe(200);
    expect(await refundLines(paymentId)).toEqual([{ 'deposits-held:orders': 5_000, 'processor:demo': -5_000 }]);

    await move(appraiser.client, order, 'accepted');
    await appraiser.client.patch(orderPath(order), { logEntry: { status: 'submitted' }, fileId: await reportFile(app, appraiser.client) });
    expect((await move(buyer.client, order, 'completed')).statusCode).toBe(200);
    // $150 left held: $135 to the appraiser, $15 fee; nothing left held for the payment.
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(-13_500);
    expect((await paymentAccountTotals(db, paymentId, [ORDERS_HELD_ACCOUNT])).get(ORDERS_HELD_ACCOUNT)).toBe(0);
    await expectLedgerSound(appraiser, [paymentId]);
  });
});

describe('refunds of a service order after its payout (decision 084)', () => {
  it('in full: the platform gives back its fee and the provider their payable share; nothing held goes below zero', async () => {
    const appraiser = await provider(app, 'appraisal');
    const { paymentId } = await completedAppraisal(appraiser);
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(-18_000);
    const res = await refund(paymentId, { why: 'The report was for another house' });
    expect(res.statusCode).toBe(200);
    expect(await refundLines(paymentId)).toEqual([{ 'revenue:order-fees': 2_000, payable: 18_000, 'processor:demo': -20_000 }]);
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(0);
    expect(res.json().data.ledger.at(-1).lines).toEqual(
      expect.arrayContaining([{ account: payableAccount(appraiser.accountId), amount: 18_000, currency: 'USD' }]),
    );
    await expectLedgerSound(appraiser, [paymentId]);
  });

  it('in part: the fee first, then the provider', async () => {
    const appraiser = await provider(app, 'appraisal');
    const { paymentId } = await completedAppraisal(appraiser);
    expect((await refund(paymentId, { amount: 1_500, why: 'Late by a day' })).statusCode).toBe(200);
    expect((await refund(paymentId, { amount: 5_000, why: 'Photos missing' })).statusCode).toBe(200);
    expect(await refundLines(paymentId)).toEqual([
      { 'revenue:order-fees': 1_500, 'processor:demo': -1_500 },
      { 'revenue:order-fees': 500, payable: 4_500, 'processor:demo': -5_000 },
    ]);
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(-13_500);
    await expectLedgerSound(appraiser, [paymentId]);
  });

  it('after a late cancel: the half refunded comes from what was still held, a later refund of the rest from the fee and the provider', async () => {
    const inspector = await provider(app, 'inspection');
    const order = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
    await move(inspector.client, order, 'accepted');
    expect((await move(buyer.client, order, 'cancelled', { reason: 'No longer needed' })).statusCode).toBe(200);
    await app.deps.outbox.drain();
    const cancelledPayment = await paymentIdOf(order);
    expect(await refundLines(cancelledPayment)).toEqual([{ 'deposits-held:orders': 21_000, 'processor:demo': -21_000 }]);
    // The other half was paid out on cancelling; a later refund of it comes back from the fee and the inspector.
    expect((await refund(cancelledPayment, { why: 'The inspector never came' })).statusCode).toBe(200);
    expect((await refundLines(cancelledPayment)).at(-1)).toEqual({
      'revenue:order-fees': 2_100,
      payable: 18_900,
      'processor:demo': -21_000,
    });
    await expectLedgerSound(inspector, [cancelledPayment]);
  });

  it("a dispute resolved with a refund after completion takes it back from the fee and the provider, once through the outbox's retries", async () => {
    const appraiser = await provider(app, 'appraisal');
    const { order, paymentId } = await completedAppraisal(appraiser);
    const opened = (await buyer.client.post(`/api/v1/orders/${order._id}/disputes`, { reason: 'The value is wrong' })).json()
      .data as TOrder;
    const resolved = await admin.post(`/api/v1/admin/disputes/${opened.dispute!._id}/resolve`, {
      refund: 12_000,
      why: 'The comparables were wrong',
    });
    expect(resolved.statusCode).toBe(200);
    await app.deps.outbox.drain();
    await app.deps.outbox.drain();
    expect(await refundLines(paymentId)).toEqual([{ 'revenue:order-fees': 2_000, payable: 10_000, 'processor:demo': -12_000 }]);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    await expectLedgerSound(appraiser, [paymentId]);
  });

  it('two refunds at once each take what the other left; a retried one with the same key refunds once', async () => {
    const appraiser = await provider(app, 'appraisal');
    const { paymentId } = await completedAppraisal(appraiser);
    const [a, b] = await Promise.all([
      refund(paymentId, { amount: 8_000, why: 'Half the rooms' }),
      refund(paymentId, { amount: 10_000, why: 'Late' }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const lines = await refundLines(paymentId);
    expect(lines).toHaveLength(2);
    // Whichever settled first took the whole fee: together $20 of fee and $160 of the appraiser's share.
    expect(lines.reduce((sum, line) => sum + (line['revenue:order-fees'] ?? 0), 0)).toBe(2_000);
    expect(lines.reduce((sum, line) => sum + (line.payable ?? 0), 0)).toBe(16_000);

    const key = crypto.randomUUID();
    const [c, d] = await Promise.all([refund(paymentId, { why: 'The rest' }, key), refund(paymentId, { why: 'The rest' }, key)]);
    expect([c!.statusCode, d!.statusCode]).toEqual([200, 200]);
    expect((await refund(paymentId, { why: 'The rest' }, key)).statusCode).toBe(200);
    expect(await refundLines(paymentId)).toHaveLength(3);
    expect((await refundLines(paymentId)).at(-1)).toEqual({ payable: 2_000, 'processor:demo': -2_000 });
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(0);
    await expectLedgerSound(appraiser, [paymentId]);
  });

  it("once the provider's payout has left, the rest is owed back by them, shown to them and the admin, and netted from their next payout", async () => {
    const appraiser = await provider(app, 'appraisal');
    const { paymentId } = await completedAppraisal(appraiser);
    await transferPayable(appraiser);
    expect((await refund(paymentId, { amount: 12_000, why: 'Wrong house' })).statusCode).toBe(200);
    expect(await refundLines(paymentId)).toEqual([{ 'revenue:order-fees': 2_000, recoverable: 10_000, 'processor:demo': -12_000 }]);
    expect((await appraiser.client.get('/api/v1/orders/owed-back')).json().data).toEqual([{ amount: 10_000, currency: 'USD' }]);
    expect((await buyer.client.get('/api/v1/orders/owed-back')).json().data).toEqual([]);
    expect((await admin.get(`/api/v1/admin/payments/${paymentId}`)).json().data.providerOwedBack).toEqual({
      amount: 10_000,
      currency: 'USD',
    });
    await expectLedgerSound(appraiser, [paymentId]);

    // The next order pays $180 net: $100 settles what is owed back, $80 is payable.
    const next = await completedAppraisal(appraiser);
    expect(await ledgerBalance(db, recoverableAccount(appraiser.accountId), 'USD')).toBe(0);
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(-8_000);
    expect((await appraiser.client.get('/api/v1/orders/owed-back')).json().data).toEqual([]);
    expect((await admin.get(`/api/v1/admin/payments/${paymentId}`)).json().data.providerOwedBack).toBeNull();
    // A refund of that next order finds its payable share (the netted part included) and owes the rest back again.
    expect((await refund(next.paymentId, { why: 'Duplicate order' })).statusCode).toBe(200);
    expect(await refundLines(next.paymentId)).toEqual([
      { 'revenue:order-fees': 2_000, payable: 8_000, recoverable: 10_000, 'processor:demo': -20_000 },
    ]);
    await expectLedgerSound(appraiser, [paymentId, next.paymentId]);
  });
});
