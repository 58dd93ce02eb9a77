import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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

const { app, db } = await createTestApp();
const { fulfilled } = registerTestProduct(app);

let charges = 0;
const realCharge = app.deps.paymentProvider.charge;
app.deps.paymentProvider.charge = async (input) => {
  charges += 1;
  return realCharge(input);
};

async function buyer() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

/** The demo processor's charges for a checkout's payments. */
async function processorCharges(checkoutId: string) {
  const rows = await db.select({ id: payments.id }).from(payments).where(eq(payments.checkoutId, checkoutId));
  if (rows.length === 0) return [];
  return db
    .select()
    .from(demoCharges)
    .where(
      inArray(
        demoCharges.idempotencyKey,
        rows.map((row) => `payment:${row.id}`),
      ),
    );
}

describe('one successful payment per checkout', () => {
  for (const parallel of [2, 10]) {
    it(`charges once, fulfils once and balances the ledger when ${parallel} pay requests with different keys arrive at once`, async () => {
      const client = await buyer();
      const cardId = await saveTestCard(client);
      const open = await openCheckout(client, 4_200);
      const chargesBefore = charges;
      const processorBefore = await ledgerBalance(db, 'processor:demo', 'USD');

      const replies = await Promise.all(Array.from({ length: parallel }, () => payCheckout(client, open._id, { cardId })));

      const paid = replies.filter((res) => res.statusCode === 200);
      const refused = replies.filter((res) => res.statusCode !== 200);
      expect(paid).toHaveLength(1);
      for (const res of refused) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'CHECKOUT_ALREADY_PAID',
          message: 'This checkout has already been paid, or another payment for it is under way.',
        });
      }
      expect(charges - chargesBefore).toBe(1);
      expect(await processorCharges(open._id)).toHaveLength(1);
      expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
      expect(await db.select().from(payments).where(eq(payments.checkoutId, open._id))).toHaveLength(1);
      const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, open._id));
      expect(checkout).toMatchObject({ status: 'paid', paymentId: paid[0]?.json().data.payment._id });
      expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(processorBefore + 4_200);
      expect(await unbalancedLedgerTransactions(db)).toEqual([]);
    });
  }

  it('refuses a second payment with a new key after the first went through, without asking the processor', async () => {
    const client = await buyer();
    const open = await openCheckout(client);
    expect((await payCheckout(client, open._id, { card: cardForm() })).statusCode).toBe(200);
    const chargesBefore = charges;
    const again = await payCheckout(client, open._id, { card: cardForm('5555 5555 5555 4444'), saveCard: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CHECKOUT_ALREADY_PAID');
    expect(charges).toBe(chargesBefore);
    expect((await client.get('/api/v1/wallet/cards')).json().data).toEqual([]);
  });

  it('refuses a new key while a payment for the checkout is still pending (its outcome unknown)', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client);
    const counting = app.deps.paymentProvider.charge;
    app.deps.paymentProvider.charge = async () => {
      throw new Error('socket hang up');
    };
    const lost = await payCheckout(client, open._id, { cardId });
    app.deps.paymentProvider.charge = counting;
    expect(lost.json().code).toBe('PAYMENT_FAILED');
    const other = await payCheckout(client, open._id, { cardId });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CHECKOUT_ALREADY_PAID');
  });

  it('lets a declined attempt be followed by another card', async () => {
    const client = await buyer();
    const open = await openCheckout(client);
    expect((await payCheckout(client, open._id, { card: cardForm('4000 0000 0000 0002') })).statusCode).toBe(402);
    expect((await payCheckout(client, open._id, { card: cardForm() })).statusCode).toBe(200);
    expect(fulfilled.filter((f) => f.checkoutId === open._id)).toHaveLength(1);
  });
});
