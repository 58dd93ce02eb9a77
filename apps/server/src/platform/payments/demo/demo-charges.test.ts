import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { demoCharges, demoRefunds } from '../../../db/schema/demo-payments';
import type { CardDetails } from '../payment-provider';
import { IdempotencyKeyReuseError } from './demo-ledger';
import { createDemoProvider } from './demo.provider';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const provider = createDemoProvider(db, { fingerprintKey: 'test-fingerprint-key', confirmUrl: (id) => `http://localhost/pay/demo/${id}` });

const VISA: CardDetails = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  securityCode: '123',
  cardholderName: 'Grace Hopper',
  billing: { street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
};

/** A new customer with a saved Visa, and a charge call that defaults everything but what a test varies. */
async function customerWithCard(details: CardDetails = VISA) {
  const customerRef = await provider.createCustomer({ accountId: crypto.randomUUID(), email: 'grace@example.com', name: 'Grace Hopper' });
  const { token } = await provider.saveCard(customerRef, details);
  const charge = (overrides: Partial<Parameters<typeof provider.charge>[0]> = {}) =>
    provider.charge({
      customerRef,
      cardToken: token,
      amount: 10_000,
      currency: 'usd',
      description: 'Appraisal',
      idempotencyKey: crypto.randomUUID(),
      ...overrides,
    });
  return { customerRef, token, charge };
}

const chargeRows = (key: string) => db.select().from(demoCharges).where(eq(demoCharges.idempotencyKey, key));
const chargeRow = async (id: string) => (await db.select().from(demoCharges).where(eq(demoCharges.id, id)))[0];
const refundRows = (chargeId: string) => db.select().from(demoRefunds).where(eq(demoRefunds.chargeId, chargeId));

async function capturedCharge(amount = 10_000) {
  const { charge } = await customerWithCard();
  const outcome = await charge({ amount });
  if (outcome.status !== 'succeeded') throw new Error('setup: charge declined');
  return outcome.chargeId;
}

describe('demo processor: charges', () => {
  it('a charge captures the full amount in integer minor units, currency upper-cased', async () => {
    const { charge } = await customerWithCard();
    const outcome = await charge({ amount: 12_345 });
    expect(outcome.status).toBe('succeeded');
    expect(await chargeRow(outcome.chargeId ?? '')).toMatchObject({
      status: 'captured',
      amount: 12_345,
      capturedAmount: 12_345,
      currency: 'USD',
    });
  });

  it('the same idempotency key twice gives the same charge and writes one row', async () => {
    const { charge } = await customerWithCard();
    const first = await charge({ idempotencyKey: 'order-1-attempt' });
    const second = await charge({ idempotencyKey: 'order-1-attempt' });
    expect(second).toEqual(first);
    expect(await chargeRows('order-1-attempt')).toHaveLength(1);
  });

  it('concurrent calls with one idempotency key make exactly one charge', async () => {
    const { charge } = await customerWithCard();
    // Open five pooled connections first (PostgreSQL), so the five calls truly overlap and the
    // losers meet the unique index rather than finding the winner's row.
    await Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => charge({ idempotencyKey: 'double-click' })));
    expect(new Set(outcomes.map((outcome) => outcome.chargeId)).size).toBe(1);
    expect(outcomes.every((outcome) => outcome.status === 'succeeded')).toBe(true);
    expect(await chargeRows('double-click')).toHaveLength(1);
  });

  it('a declined charge replays its decline for the same key', async () => {
    const { charge } = await customerWithCard({ ...VISA, number: '4000000000009995' });
    const first = await charge({ idempotencyKey: 'declined-once' });
    expect(first).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    expect(await charge({ idempotencyKey: 'declined-once' })).toEqual(first);
    expect(await chargeRows('declined-once')).toHaveLength(1);
  });

  it('an idempotency key reused with a different amount is refused, not charged', async () => {
    const { charge } = await customerWithCard();
    await charge({ idempotencyKey: 'reused', amount: 100 });
    await expect(charge({ idempotencyKey: 'reused', amount: 200 })).rejects.toBeInstanceOf(IdempotencyKeyReuseError);
  });

  it.each([10.5, 0, -100, Number.NaN, 2 ** 53])('an amount of %s is refused before anything is written', async (amount) => {
    const { charge } = await customerWithCard();
    await expect(charge({ amount, idempotencyKey: `bad-amount-${amount}` })).rejects.toThrow(RangeError);
    expect(await chargeRows(`bad-amount-${amount}`)).toHaveLength(0);
  });

  it("a detached card declines with 'card_declined'", async () => {
    const { customerRef, token, charge } = await customerWithCard();
    await provider.removeCard(customerRef, token);
    await provider.removeCard(customerRef, token); // detaching again is harmless
    expect(await charge()).toMatchObject({ status: 'declined', reason: 'card_declined' });
  });

  it("another customer's card declines, and cannot be detached by them", async () => {
    const owner = await customerWithCard();
    const stranger = await customerWithCard();
    const outcome = await provider.charge({
      customerRef: stranger.customerRef,
      cardToken: owner.token,
      amount: 500,
      currency: 'USD',
      description: 'x',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(outcome).toMatchObject({ status: 'declined', reason: 'card_declined' });
    await expect(provider.removeCard(stranger.customerRef, owner.token)).rejects.toThrow(/No such card/);
    expect((await owner.charge()).status).toBe('succeeded');
  });

  it("an unknown card token declines with 'card_declined'", async () => {
    const { charge } = await customerWithCard();
    expect(await charge({ cardToken: 'card_demo_doesnotexist' })).toMatchObject({ status: 'declined', reason: 'card_declined' });
  });
});

describe('demo processor: refunds', () => {
  it('refunds part, then the rest, of a captured charge', async () => {
    const chargeId = await capturedCharge(10_000);
    const partial = await provider.refund({ chargeId, amount: 2_500, idempotencyKey: crypto.randomUUID() });
    const rest = await provider.refund({ chargeId, amount: 7_500, idempotencyKey: crypto.randomUUID() });
    expect(partial.refundId).toMatch(/^re_demo_/);
    expect(rest.refundId).not.toBe(partial.refundId);
    expect((await chargeRow(chargeId))?.refundedAmount).toBe(10_000);
    expect(await refundRows(chargeId)).toHaveLength(2);
  });

  it('a refund above captured minus already refunded is rejected and changes nothing', async () => {
    const chargeId = await capturedCharge(10_000);
    await provider.refund({ chargeId, amount: 6_000, idempotencyKey: crypto.randomUUID() });
    await expect(provider.refund({ chargeId, amount: 4_001, idempotencyKey: crypto.randomUUID() })).rejects.toThrow(
      /exceeds the 4000 still refundable/,
    );
    expect((await chargeRow(chargeId))?.refundedAmount).toBe(6_000);
  });

  it('two concurrent refunds cannot both spend the same remainder', async () => {
    const chargeId = await capturedCharge(10_000);
    const results = await Promise.allSettled([
      provider.refund({ chargeId, amount: 6_000, idempotencyKey: crypto.randomUUID() }),
      provider.refund({ chargeId, amount: 6_000, idempotencyKey: crypto.randomUUID() }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await chargeRow(chargeId))?.refundedAmount).toBe(6_000);
  });

  it('the same refund key twice (even at once) refunds once and returns the same refund', async () => {
    const chargeId = await capturedCharge(10_000);
    const input = { chargeId, amount: 10_000, idempotencyKey: crypto.randomUUID() };
    const [first, second] = await Promise.all([provider.refund(input), provider.refund(input)]);
    const third = await provider.refund(input);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await refundRows(chargeId)).toHaveLength(1);
    expect((await chargeRow(chargeId))?.refundedAmount).toBe(10_000);
  });

  it('a refund key reused for another amount is refused', async () => {
    const chargeId = await capturedCharge(10_000);
    await provider.refund({ chargeId, amount: 100, idempotencyKey: 'refund-reused' });
    await expect(provider.refund({ chargeId, amount: 200, idempotencyKey: 'refund-reused' })).rejects.toBeInstanceOf(
      IdempotencyKeyReuseError,
    );
  });

  it('a declined charge has nothing to refund; an unknown charge is an error', async () => {
    const { charge } = await customerWithCard({ ...VISA, number: '4000000000000002' });
    const declined = await charge();
    await expect(provider.refund({ chargeId: declined.chargeId ?? '', amount: 1, idempotencyKey: crypto.randomUUID() })).rejects.toThrow(
      /only a captured charge/,
    );
    await expect(provider.refund({ chargeId: 'ch_demo_missing', amount: 1, idempotencyKey: crypto.randomUUID() })).rejects.toThrow(
      /No such charge/,
    );
  });

  it.each([0.5, 0, -1])('a refund of %s is refused', async (amount) => {
    const chargeId = await capturedCharge();
    await expect(provider.refund({ chargeId, amount, idempotencyKey: crypto.randomUUID() })).rejects.toThrow(RangeError);
  });
});
