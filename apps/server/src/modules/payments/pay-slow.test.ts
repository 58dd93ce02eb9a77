import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import {
  cardForm,
  openCheckout,
  payCheckout,
  registerTestProduct,
  saveTestCard,
  unbalancedLedgerTransactions,
} from '../../../test/payment-fixtures';
import { checkouts, demoCharges, payments } from '../../db/schema/index';
import { ledgerBalance } from './ledger.repo';

/**
 * A slow server must not turn a good card down (bench/README.md, the load run of 2026-11-25): the
 * charge is asked late, or takes long, or two first payments of one person race. Reconciliation
 * is due after one second here, so a slow charge really is overtaken by it.
 */
const { app, db } = await createTestApp({ payments: { reconcileAfterMs: 1_000, crashAfterProviderCharge: false } });
const { fulfilled } = registerTestProduct(app);
const provider = app.deps.paymentProvider;
const realCharge = provider.charge;

afterEach(() => {
  provider.charge = realCharge;
});

async function buyer() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

/** Everything that says the checkout was paid exactly once by one charge of `cents`. */
async function expectPaidOnce(checkoutId: string, cents: number, processorBefore: number) {
  const rows = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  const succeeded = rows.filter((row) => row.status === 'succeeded');
  expect(succeeded).toHaveLength(1);
  expect((await db.select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]).toMatchObject({
    status: 'paid',
    paymentId: succeeded[0]!.id,
  });
  const charges = await db
    .select()
    .from(demoCharges)
    .where(eq(demoCharges.idempotencyKey, `payment:${succeeded[0]!.id}`));
  expect(charges).toMatchObject([{ status: 'captured', amount: cents }]);
  expect(fulfilled.filter((f) => f.checkoutId === checkoutId)).toHaveLength(1);
  expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(processorBefore + cents);
  expect(await unbalancedLedgerTransactions(db)).toEqual([]);
}

describe('a slow server never refuses a good card', () => {
  it('completes a charge that the processor captures after reconciliation looked for it and found nothing', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client, 5_100);
    const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');
    let reconciledDuringCharge = false;
    provider.charge = async (input) => {
      // The charge is on its way for longer than reconciliation waits, which runs meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      for (let tries = 0; tries < 50 && !reconciledDuringCharge; tries += 1) {
        reconciledDuringCharge = await app.deps.jobs.runNow('payment-reconciliation');
        if (!reconciledDuringCharge) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return realCharge(input);
    };
    const res = await payCheckout(client, open._id, { cardId });
    expect(reconciledDuringCharge).toBe(true);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.status).toBe('succeeded');
    await expectPaidOnce(open._id, 5_100, processorBefore);
  });

  it('charges a payment whose request reaches the processor long after the payment started', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client, 5_200);
    const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');
    // Every payment starts 11 s before it is written: its request waits that long to go on (a
    // loaded server's queue), past the 10 s after which a payment's charge used to be refused.
    await db.execute(sql`
      create function test_payment_started_earlier() returns trigger language plpgsql as $$
      begin new.created_at := now() - interval '11 seconds'; return new; end $$`);
    await db.execute(sql`create trigger test_payment_started_earlier before insert on payments
      for each row execute function test_payment_started_earlier()`);
    const res = await payCheckout(client, open._id, { cardId }).finally(async () => {
      await db.execute(sql`drop trigger test_payment_started_earlier on payments`);
      await db.execute(sql`drop function test_payment_started_earlier()`);
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment.status).toBe('succeeded');
    await expectPaidOnce(open._id, 5_200, processorBefore);
  });

  it("pays both of a new buyer's first checkouts with new cards at once (one processor customer)", async () => {
    const client = await buyer();
    const first = await openCheckout(client, 5_300);
    const second = await openCheckout(client, 5_400);
    const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');
    const replies = await Promise.all([
      payCheckout(client, first._id, { card: cardForm() }),
      payCheckout(client, second._id, { card: cardForm('5555 5555 5555 4444') }),
    ]);
    expect(replies.map((res) => [res.statusCode, res.json().code ?? res.json().data.payment.status])).toEqual([
      [200, 'succeeded'],
      [200, 'succeeded'],
    ]);
    expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(processorBefore + 5_300 + 5_400);
  });
});
