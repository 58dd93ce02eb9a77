import type { TOrder } from '@app/shared/orders/orders.schema';
import type { TAdminPayout, TPayoutHistory } from '@app/shared/orders/payouts.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { latestMail } from '../../../test/http-client';
import { PAYOUT_FORM, unbalancedLedgerTransactions } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { adminAudit, demoTransfers, ledgerEntries, ledgerTransactions, payoutEvents, payouts, serviceOrders } from '../../db/schema/index';
import type { TransferInput } from '../../platform/payments/payment-provider';
import { professional } from '../memberships/memberships.fixtures';
import { ledgerBalance, postLedgerTransaction } from '../payments/index';
import { payableAccount, recoverableAccount } from './order-ledger';
import { orderFor, orderPath, placeOrder, provider, reportFile } from './orders.fixtures';
import { PAYOUTS_IN_TRANSIT_ACCOUNT, payoutMemo } from './payout-ledger';
import { PAYOUT_ASK_LEASE_MS, runPayouts } from './payouts.job';

const { app, db } = await createTestApp();
const buyer = await professional(app);
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);
const DAY = 86_400_000;

type Pro = Awaited<ReturnType<typeof provider>>;

/** A $200 Drive-by appraisal completed: the appraiser is owed $180 (payable), the platform keeps $20. */
async function completedAppraisal(appraiser: Pro): Promise<TOrder> {
  const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
  await appraiser.client.patch(orderPath(order), { logEntry: { status: 'accepted' } });
  await appraiser.client.patch(orderPath(order), { logEntry: { status: 'submitted' }, fileId: await reportFile(app, appraiser.client) });
  const completed = await buyer.client.patch(orderPath(order), { logEntry: { status: 'completed' } });
  if (completed.statusCode !== 200) throw new Error(completed.body);
  return order;
}

async function addPayoutMethod(pro: Pro, accountNumber = '000123456789') {
  const res = await pro.client.post('/api/v1/payoutmethods', { ...PAYOUT_FORM, accountNumber, confirmAccountNumber: accountNumber });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(res.body);
}

/** An appraiser with a completed order and a US payout method ending 6789 (or the one given). */
async function owedAppraiser(accountNumber?: string): Promise<Pro> {
  const appraiser = await provider(app, 'appraisal');
  await completedAppraisal(appraiser);
  await addPayoutMethod(appraiser, accountNumber);
  return appraiser;
}

/** One payout run for these providers only (other suites share the database), with what it sends after commit. */
async function payoutRun(pros: Pro[], now = new Date(), { send = true } = {}) {
  const after = await db.transaction((tx) => runPayouts(app.deps, tx, app.log, { now, providerIds: pros.map((pro) => pro.accountId) }));
  if (send) await after();
}

const payoutsOf = (pro: Pro) => db.select().from(payouts).where(eq(payouts.providerAccountId, pro.accountId)).orderBy(payouts.createdAt);
const balance = (account: string) => ledgerBalance(db, account, 'USD');
const transfersFor = async (pro: Pro) => {
  const keys = (await payoutsOf(pro)).map((row) => row.id);
  const all = await db.select().from(demoTransfers);
  return all.filter((row) => keys.some((id) => row.idempotencyKey.startsWith(`payout:${id}:`)));
};
const history = async (pro: Pro) => (await pro.client.get('/api/v1/orders/payouts')).json().data as TPayoutHistory;

/** Every transaction balances; nothing owed is below zero; in transit is exactly what the open payouts hold. */
async function expectLedgerSound(pro: Pro) {
  expect(await unbalancedLedgerTransactions(db)).toEqual([]);
  expect(await balance(payableAccount(pro.accountId))).toBeLessThanOrEqual(0);
  expect(await balance(recoverableAccount(pro.accountId))).toBeGreaterThanOrEqual(0);
  const rows = await payoutsOf(pro);
  const inTransit = await db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.account, PAYOUTS_IN_TRANSIT_ACCOUNT),
        inArray(ledgerTransactions.memo, rows.map((row) => payoutMemo(row.id)).concat('none')),
      ),
    );
  const open = rows.filter((row) => row.status === 'pending' || row.status === 'sent').reduce((sum, row) => sum + row.amount, 0);
  expect(inTransit.reduce((sum, line) => sum + line.amount, open)).toBe(0);
}

describe('the payout run pays what a provider is owed to their payout method (decision 087)', () => {
  it('is registered as a job', () => {
    expect(app.deps.jobs.list().map((job) => job.name)).toContain('orders:payouts');
  });

  it("pays a completed order's payable balance once: in transit, then to the processor, with the method's tail shown", async () => {
    const appraiser = await owedAppraiser();
    expect(await balance(payableAccount(appraiser.accountId))).toBe(-18_000);
    await payoutRun([appraiser]);
    const [payout, ...more] = await payoutsOf(appraiser);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({ status: 'paid', amount: 18_000, currency: 'USD', methodKind: 'us', methodLast4: '6789', attempts: 1 });
    expect(payout!.transferId).toMatch(/^tr_demo_/);
    expect(await balance(payableAccount(appraiser.accountId))).toBe(0);
    const lines = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memo, payoutMemo(payout!.id)));
    expect(lines.map((row) => row.kind).sort()).toEqual(['payout', 'payout-paid']);
    const transfers = await transfersFor(appraiser);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      amount: 18_000,
      currency: 'USD',
      destinationKind: 'us',
      destinationLast4: '6789',
      status: 'sent',
    });
    const events = await db.select().from(payoutEvents).where(eq(payoutEvents.entityId, payout!.id));
    expect(events.map((event) => `${event.fromStatus}>${event.toStatus}`).sort()).toEqual(['none>pending', 'pending>paid']);

    // The same day again, and the next day: nothing more is owed, nothing more is paid.
    await payoutRun([appraiser]);
    await payoutRun([appraiser], new Date(Date.now() + DAY));
    expect(await payoutsOf(appraiser)).toHaveLength(1);
    expect(await transfersFor(appraiser)).toHaveLength(1);
    const seen = await history(appraiser);
    expect(seen.waiting).toEqual([]);
    expect(seen.payouts).toEqual([
      expect.objectContaining({
        _id: payout!.id,
        amount: { amount: 18_000, currency: 'USD' },
        status: 'paid',
        method: { kind: 'us', last4: '6789' },
      }),
    ]);
    await expectLedgerSound(appraiser);
  });

  it('keeps the balance payable while the provider has no payout method, and shows it waiting', async () => {
    const appraiser = await provider(app, 'appraisal');
    await completedAppraisal(appraiser);
    await payoutRun([appraiser]);
    expect(await payoutsOf(appraiser)).toEqual([]);
    expect(await balance(payableAccount(appraiser.accountId))).toBe(-18_000);
    expect(await history(appraiser)).toEqual({ payouts: [], waiting: [{ amount: 18_000, currency: 'USD' }] });
    await addPayoutMethod(appraiser);
    await payoutRun([appraiser]);
    expect((await payoutsOf(appraiser)).map((row) => row.status)).toEqual(['paid']);
  });

  it('two runs at once pay once', async () => {
    const appraiser = await owedAppraiser();
    await Promise.all([payoutRun([appraiser]), payoutRun([appraiser]), payoutRun([appraiser], new Date(Date.now() + DAY))]);
    expect((await payoutsOf(appraiser)).map((row) => [row.status, row.amount])).toEqual([['paid', 18_000]]);
    expect(await transfersFor(appraiser)).toHaveLength(1);
    await expectLedgerSound(appraiser);
  });

  it('a refused transfer gives the money back to payable, and a later run pays it to a working account', async () => {
    // Stripe's failing test account number: the demo processor refuses it ("no_account").
    const appraiser = await owedAppraiser('000111111116');
    await payoutRun([appraiser]);
    const [failed] = await payoutsOf(appraiser);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'no_account', methodLast4: '1116' });
    expect(await balance(payableAccount(appraiser.accountId))).toBe(-18_000);
    expect((await history(appraiser)).payouts[0]).toMatchObject({ status: 'failed', failureReason: 'no_account' });
    // The provider is told, with why and what to do.
    const mail = await latestMail(app, appraiser.email);
    expect(mail?.subject).toBe('Your payout of $180.00 could not be sent');
    expect(mail?.text).toContain('Your payout of $180.00 to the account ending in 1116 was refused.');
    expect(mail?.text).toContain('The bank could not find this account. Check its details in your wallet, or add another account.');
    expect(mail?.text).toContain('/dashboard/wallet');

    // Not again the same day; the next day, to the account the provider added since (their newest).
    await payoutRun([appraiser]);
    expect(await payoutsOf(appraiser)).toHaveLength(1);
    await addPayoutMethod(appraiser);
    await payoutRun([appraiser], new Date(Date.now() + DAY));
    expect((await payoutsOf(appraiser)).map((row) => [row.status, row.methodLast4])).toEqual([
      ['failed', '1116'],
      ['paid', '6789'],
    ]);
    expect(await balance(payableAccount(appraiser.accountId))).toBe(0);
    expect((await transfersFor(appraiser)).map((row) => row.status).sort()).toEqual(['failed', 'sent']);
    await expectLedgerSound(appraiser);
  });

  it('a crash after the commit, before the transfer, is finished by the sweep once', async () => {
    const appraiser = await owedAppraiser();
    await payoutRun([appraiser], new Date(), { send: false });
    const [pending] = await payoutsOf(appraiser);
    expect(pending).toMatchObject({ status: 'pending', amount: 18_000 });
    expect(await balance(PAYOUTS_IN_TRANSIT_ACCOUNT)).toBeLessThanOrEqual(-18_000);

    // Within the lease nobody asks again; after it, the sweep sends it with the same key.
    await payoutRun([appraiser], new Date(Date.now() + 60_000));
    expect((await payoutsOf(appraiser))[0]!.status).toBe('pending');
    await payoutRun([appraiser], new Date(Date.now() + PAYOUT_ASK_LEASE_MS + 60_000));
    expect((await payoutsOf(appraiser)).map((row) => row.status)).toEqual(['paid']);
    await payoutRun([appraiser], new Date(Date.now() + 3 * PAYOUT_ASK_LEASE_MS));
    expect(await transfersFor(appraiser)).toHaveLength(1);
    await expectLedgerSound(appraiser);
  });

  it('a transfer whose answer was lost is asked again with the same key and sends once', async () => {
    const appraiser = await owedAppraiser();
    const processor = app.deps.paymentProvider;
    const real = processor.transfer;
    const keys: string[] = [];
    processor.transfer = async (input: TransferInput) => {
      keys.push(input.idempotencyKey);
      await real(input);
      throw new Error('socket hang up');
    };
    try {
      await payoutRun([appraiser]);
    } finally {
      processor.transfer = real;
    }
    expect((await payoutsOf(appraiser))[0]!.status).toBe('pending');
    await payoutRun([appraiser], new Date(Date.now() + PAYOUT_ASK_LEASE_MS + 60_000));
    const [paid] = await payoutsOf(appraiser);
    expect(paid!.status).toBe('paid');
    expect(keys).toEqual([paid!.idempotencyKey]);
    expect(await transfersFor(appraiser)).toHaveLength(1);
    await expectLedgerSound(appraiser);
  });

  it('a transfer still on its way is marked sent; the sweep finds it arrived (paid) or sent back (failed, money back to payable)', async () => {
    const processor = app.deps.paymentProvider;
    const [realTransfer, realState] = [processor.transfer, processor.transferState];
    const [arrives, bounces] = [await owedAppraiser(), await owedAppraiser()];
    // A processor whose transfers take days: it answers 'sent'.
    processor.transfer = async (input: TransferInput) => {
      const outcome = await realTransfer(input);
      return outcome.status === 'failed' ? outcome : { status: 'sent', transferId: outcome.transferId };
    };
    try {
      await payoutRun([arrives, bounces]);
    } finally {
      processor.transfer = realTransfer;
    }
    for (const pro of [arrives, bounces]) expect((await payoutsOf(pro)).map((row) => row.status)).toEqual(['sent']);
    await expectLedgerSound(arrives);

    const bounced = (await payoutsOf(bounces))[0]!.transferId;
    processor.transferState = async (transferId) =>
      transferId === bounced ? { status: 'failed', transferId, reason: 'account_closed' } : realState(transferId);
    try {
      await payoutRun([arrives, bounces], new Date(Date.now() + PAYOUT_ASK_LEASE_MS + 60_000));
    } finally {
      processor.transferState = realState;
    }
    const [paid] = await payoutsOf(arrives);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(paid!.sentAt).not.toBeNull();
    const events = await db.select().from(payoutEvents).where(eq(payoutEvents.entityId, paid!.id));
    expect(events.map((event) => `${event.fromStatus}>${event.toStatus}`).sort()).toEqual(['none>pending', 'pending>sent', 'sent>paid']);
    expect((await payoutsOf(bounces))[0]).toMatchObject({ status: 'failed', failureReason: 'account_closed' });
    expect(await balance(payableAccount(bounces.accountId))).toBe(-18_000);
    expect(await transfersFor(arrives)).toHaveLength(1);
    await expectLedgerSound(arrives);
    await expectLedgerSound(bounces);
  });

  it('nets what the provider owes back first, and pays the rest', async () => {
    const appraiser = await owedAppraiser();
    // A refund after an earlier transfer left $50 owed back (as decision 084 books it).
    await db.transaction((tx) =>
      postLedgerTransaction(tx, {
        kind: 'refund',
        lines: [
          { account: recoverableAccount(appraiser.accountId), amount: 5_000, currency: 'USD' },
          { account: 'processor:demo', amount: -5_000, currency: 'USD' },
        ],
      }),
    );
    await payoutRun([appraiser]);
    expect((await payoutsOf(appraiser)).map((row) => [row.status, row.amount])).toEqual([['paid', 13_000]]);
    expect(await balance(recoverableAccount(appraiser.accountId))).toBe(0);
    expect(await balance(payableAccount(appraiser.accountId))).toBe(0);
    await expectLedgerSound(appraiser);
  });

  it('a refund after the transfer is owed back and taken out of the next payout', async () => {
    const appraiser = await owedAppraiser();
    await payoutRun([appraiser]);
    const [first] = await db.select().from(serviceOrders).where(eq(serviceOrders.providerAccountId, appraiser.accountId));
    const refund = await admin.post(
      `/api/v1/admin/payments/${first!.paymentId}/refunds`,
      { why: 'Wrong house' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(refund.statusCode).toBe(200);
    // $200 back to the buyer: the $20 fee, and $180 the appraiser owes back (their payable balance already left).
    expect(await balance(recoverableAccount(appraiser.accountId))).toBe(18_000);
    await completedAppraisal(appraiser);
    await payoutRun([appraiser], new Date(Date.now() + DAY));
    expect((await payoutsOf(appraiser)).map((row) => row.amount)).toEqual([18_000]);
    expect(await balance(recoverableAccount(appraiser.accountId))).toBe(0);
    await expectLedgerSound(appraiser);
  });
});

describe('who sees payouts', () => {
  it("a provider sees only their own payouts; another's is not found", async () => {
    const appraiser = await owedAppraiser();
    await payoutRun([appraiser]);
    const [payout] = await payoutsOf(appraiser);
    const own = await appraiser.client.get(`/api/v1/orders/payouts/${payout!.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ _id: payout!.id, status: 'paid' });
    const stranger = await professional(app);
    expect((await stranger.client.get(`/api/v1/orders/payouts/${payout!.id}`)).statusCode).toBe(404);
    expect(await history(stranger as unknown as Pro)).toEqual({ payouts: [], waiting: [] });
    expect((await stranger.client.get('/api/v1/admin/payments/payouts')).statusCode).toBe(403);
    expect((await stranger.client.post(`/api/v1/admin/payments/payouts/${payout!.id}/retry`, {})).statusCode).toBe(403);
  });
});

describe('the admin console lists payouts and retries a failed one', () => {
  it('filters by status; a retry pays a failed payout to the current method once, audited; a second retry is refused', async () => {
    const appraiser = await owedAppraiser('000111111116');
    await payoutRun([appraiser]);
    const [failed] = await payoutsOf(appraiser);
    const list = await admin.get('/api/v1/admin/payments/payouts?status=failed');
    expect(list.statusCode).toBe(200);
    const rows = list.json().data.payouts as TAdminPayout[];
    expect(rows.every((row) => row.status === 'failed')).toBe(true);
    expect(rows.find((row) => row._id === failed!.id)).toMatchObject({
      providerId: appraiser.accountId,
      attempts: 1,
      failureReason: 'no_account',
    });
    expect((await admin.get('/api/v1/admin/payments/payouts?status=lost')).statusCode).toBe(400);

    // The failing account is still the newest: the retry fails again, and the money is back again.
    const again = await admin.post(`/api/v1/admin/payments/payouts/${failed!.id}/retry`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await balance(payableAccount(appraiser.accountId))).toBe(-18_000);

    await addPayoutMethod(appraiser);
    const retried = await admin.post(`/api/v1/admin/payments/payouts/${failed!.id}/retry`, {});
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ _id: failed!.id, status: 'paid', attempts: 3, method: { kind: 'us', last4: '6789' } });
    expect(await balance(payableAccount(appraiser.accountId))).toBe(0);
    const refused = await admin.post(`/api/v1/admin/payments/payouts/${failed!.id}/retry`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: 'This action is not available in its current state.' });
    expect((await admin.post(`/api/v1/admin/payments/payouts/${crypto.randomUUID()}/retry`, {})).statusCode).toBe(404);

    const audit = await db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'payout.retry'), eq(adminAudit.targetId, failed!.id)));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ targetKind: 'payout', actorId: adminAccount.id });
    expect(await transfersFor(appraiser)).toHaveLength(3);
    await expectLedgerSound(appraiser);
  });

  it("refuses a retry when the provider's balance no longer covers it", async () => {
    const appraiser = await owedAppraiser('000111111116');
    await payoutRun([appraiser]);
    const [failed] = await payoutsOf(appraiser);
    const [order] = await db.select().from(serviceOrders).where(eq(serviceOrders.providerAccountId, appraiser.accountId));
    expect(
      (
        await admin.post(
          `/api/v1/admin/payments/${order!.paymentId}/refunds`,
          { why: 'Never delivered' },
          { 'idempotency-key': crypto.randomUUID() },
        )
      ).statusCode,
    ).toBe(200);
    await addPayoutMethod(appraiser);
    const res = await admin.post(`/api/v1/admin/payments/payouts/${failed!.id}/retry`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be retried now/);
    expect(await transfersFor(appraiser)).toHaveLength(1);
  });
});
