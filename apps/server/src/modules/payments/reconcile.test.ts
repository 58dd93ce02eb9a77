import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { openCheckout, payCheckout, registerTestProduct, saveTestCard, unbalancedLedgerTransactions } from '../../../test/payment-fixtures';
import { checkouts, demoCharges, payments } from '../../db/schema/index';
import type { PaymentProvider } from '../../platform/payments/payment-provider';
import { ledgerBalance } from './ledger.repo';

const { app, db } = await createTestApp();
const { fulfilled } = registerTestProduct(app);
const provider = app.deps.paymentProvider;
const realCharge = provider.charge;

async function buyer() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

/** Pays with `charge` standing in for the processor's; the reply is 'Payment Failed'. */
async function payLosingTheAnswer(charge: PaymentProvider['charge']) {
  const client = await buyer();
  const cardId = await saveTestCard(client);
  const open = await openCheckout(client, 3_300);
  const key = crypto.randomUUID();
  provider.charge = charge;
  const res = await payCheckout(client, open._id, { cardId }, key);
  provider.charge = realCharge;
  expect(res.json()).toMatchObject({ success: false, code: 'PAYMENT_FAILED' });
  const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return { client, open, key, cardId, payment: payment! };
}

/** Moves a payment's start (and its request's asking the processor) into the past, as if its request had died that long ago. */
async function age(paymentId: string, seconds: number) {
  await db
    .update(payments)
    .set({
      createdAt: sql`now() - make_interval(secs => ${seconds})`,
      chargeAskedAt: sql`case when ${payments.chargeAskedAt} is null then null else now() - make_interval(secs => ${seconds}) end`,
    })
    .where(eq(payments.id, paymentId));
}

describe('payment reconciliation', () => {
  it('settles a payment the processor charged but whose answer was lost: receipt, ledger and fulfilment once', async () => {
    const { client, open, payment } = await payLosingTheAnswer(async (input) => {
      await realCharge(input);
      throw new Error('socket hang up');
    });
    const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');
    await app.deps.jobs.runNow('payment-reconciliation');
    expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]?.status).toBe('pending'); // not a minute yet

    await age(payment.id, 61);
    await app.deps.jobs.runNow('payment-reconciliation');
    await app.deps.jobs.runNow('payment-reconciliation');
    const [settled] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(settled).toMatchObject({
      status: 'succeeded',
      providerChargeId: expect.stringMatching(/^ch_demo_/),
      receiptNumber: expect.stringMatching(/^TN-/),
    });
    expect((await db.select().from(checkouts).where(eq(checkouts.id, open._id)))[0]).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
    });
    expect(
      await db
        .select()
        .from(demoCharges)
        .where(eq(demoCharges.idempotencyKey, `payment:${payment.id}`)),
    ).toHaveLength(1);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
    expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(processorBefore + 3_300);
    expect(await unbalancedLedgerTransactions(db)).toEqual([]);
    expect((await client.get(`/api/v1/payments/${payment.id}/receipt`)).statusCode).toBe(200);
  });

  it('voids a payment the processor never received, which frees the checkout for another attempt', async () => {
    const { client, open, payment, cardId } = await payLosingTheAnswer(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await age(payment.id, 61);
    await app.deps.jobs.runNow('payment-reconciliation');
    const [voided] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(voided).toMatchObject({ status: 'failed', failureCode: 'voided', receiptNumber: null });
    expect(
      await db
        .select()
        .from(demoCharges)
        .where(eq(demoCharges.idempotencyKey, `payment:${payment.id}`)),
    ).toHaveLength(0);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(0);

    const again = await payCheckout(client, open._id, { cardId });
    expect(again.statusCode).toBe(200);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
  });

  it('records a decline the processor made while our request was not listening', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client, '4000 0000 0000 0341');
    const open = await openCheckout(client);
    const key = crypto.randomUUID();
    provider.charge = async (input) => {
      await realCharge(input);
      throw new Error('socket hang up');
    };
    await payCheckout(client, open._id, { cardId }, key);
    provider.charge = realCharge;
    const [payment] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
    await age(payment!.id, 61);
    await app.deps.jobs.runNow('payment-reconciliation');
    expect((await db.select().from(payments).where(eq(payments.id, payment!.id)))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
  });

  it("answers a retry past the charge window from the processor's record instead of charging", async () => {
    const { client, open, key, payment } = await payLosingTheAnswer(async (input) => {
      await realCharge(input);
      throw new Error('socket hang up');
    });
    await age(payment.id, 20);
    let charged = 0;
    provider.charge = async (input) => {
      charged += 1;
      return realCharge(input);
    };
    const resumed = await payCheckout(client, open._id, { cardId: payment.cardId }, key);
    provider.charge = realCharge;
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.payment.status).toBe('succeeded');
    expect(charged).toBe(0);
  });

  it('keeps a payment pending while the processor cannot be asked, and settles it on a later run', async () => {
    const { payment } = await payLosingTheAnswer(async (input) => {
      await realCharge(input);
      throw new Error('socket hang up');
    });
    await age(payment.id, 61);
    const realFind = provider.findCharge;
    provider.findCharge = async () => {
      throw new Error('connect ETIMEDOUT');
    };
    await app.deps.jobs.runNow('payment-reconciliation');
    provider.findCharge = realFind;
    expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]?.status).toBe('pending');
    await app.deps.jobs.runNow('payment-reconciliation');
    expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]?.status).toBe('succeeded');
  });

  describe('a capture that reaches the processor after the void, its request then dying', () => {
    /**
     * Pays with a charge that is overtaken: before it reaches the processor, its payment is aged
     * past the delay and reconciliation voids it (the processor has no record yet); then the
     * processor captures it, and the request dies without recording anything.
     */
    async function payCapturedAfterVoid() {
      const lost = await payLosingTheAnswer(async (input) => {
        await age(input.idempotencyKey.slice('payment:'.length), 61);
        await app.deps.jobs.runNow('payment-reconciliation');
        await realCharge(input);
        throw new Error('socket hang up');
      });
      const charge = async () =>
        (
          await db
            .select()
            .from(demoCharges)
            .where(eq(demoCharges.idempotencyKey, `payment:${lost.payment.id}`))
        )[0];
      // The two ledgers disagree now: the processor captured, we voided.
      expect(lost.payment).toMatchObject({ status: 'failed', failureCode: 'voided' });
      expect(await charge()).toMatchObject({ status: 'captured', amount: 3_300, refundedAmount: 0 });
      return { ...lost, charge };
    }

    it('completes the payment on the next run: receipt, ledger and fulfilment once', async () => {
      const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');
      const { client, open, payment, charge } = await payCapturedAfterVoid();
      await app.deps.jobs.runNow('payment-reconciliation');
      await app.deps.jobs.runNow('payment-reconciliation');
      expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({
        status: 'succeeded',
        failureCode: null,
        providerChargeId: (await charge())!.id,
        receiptNumber: expect.stringMatching(/^TN-/),
      });
      expect((await db.select().from(checkouts).where(eq(checkouts.id, open._id)))[0]).toMatchObject({
        status: 'paid',
        paymentId: payment.id,
      });
      expect(await charge()).toMatchObject({ status: 'captured', refundedAmount: 0 });
      expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
      expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(processorBefore + 3_300);
      expect(await unbalancedLedgerTransactions(db)).toEqual([]);
      expect((await client.get(`/api/v1/payments/${payment.id}/receipt`)).statusCode).toBe(200);
    });

    it('refunds the late charge when the checkout was paid by another payment meanwhile', async () => {
      const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');
      const { client, open, payment, cardId, charge } = await payCapturedAfterVoid();
      const other = await payCheckout(client, open._id, { cardId });
      expect(other.statusCode).toBe(200);
      await app.deps.jobs.runNow('payment-reconciliation');
      await app.deps.jobs.runNow('payment-reconciliation');
      // The processor holds nothing for the late charge, and we recorded nothing for it.
      expect(await charge()).toMatchObject({ status: 'captured', amount: 3_300, refundedAmount: 3_300 });
      expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({
        status: 'failed',
        failureCode: 'voided',
        receiptNumber: null,
      });
      expect((await db.select().from(checkouts).where(eq(checkouts.id, open._id)))[0]).toMatchObject({
        status: 'paid',
        paymentId: other.json().data.payment._id,
      });
      expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
      expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(processorBefore + 3_300);
      expect(await unbalancedLedgerTransactions(db)).toEqual([]);
    });
  });
});
