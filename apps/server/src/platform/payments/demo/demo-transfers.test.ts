import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { demoTransfers } from '../../../db/schema/demo-payments';
import type { TransferInput } from '../payment-provider';
import { IdempotencyKeyReuseError } from './demo-ledger';
import { createDemoProvider } from './demo.provider';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
let clock = new Date('2026-11-27T10:00:00Z');
const HOUR = 3_600_000;
/** ACH-like: a transfer arrives a day after it was sent. */
const provider = createDemoProvider(db, {
  fingerprintKey: 'test-fingerprint-key',
  confirmUrl: (id) => `http://localhost/pay/demo/${id}`,
  now: () => clock,
  transferArrivalMs: 24 * HOUR,
});

const transfer = (overrides: Partial<TransferInput> = {}): TransferInput => ({
  amount: 18_000,
  currency: 'usd',
  destination: { kind: 'us', last4: '6789', recipientRef: null },
  description: 'Terranest payout',
  idempotencyKey: `payout:${crypto.randomUUID()}:1`,
  ...overrides,
});

describe('demo processor: payouts to bank accounts', () => {
  it('sends once per idempotency key, and the transfer arrives after its delay', async () => {
    const input = transfer();
    const sent = await provider.transfer(input);
    expect(sent).toEqual({ status: 'sent', transferId: expect.stringMatching(/^tr_demo_/) });
    expect(await Promise.all([provider.transfer(input), provider.transfer(input)])).toEqual([sent, sent]);
    expect(await db.select().from(demoTransfers).where(eq(demoTransfers.idempotencyKey, input.idempotencyKey))).toHaveLength(1);
    const transferId = (sent as { transferId: string }).transferId;
    expect(await provider.transferState(transferId)).toEqual({ status: 'sent', transferId });
    clock = new Date(clock.getTime() + 25 * HOUR);
    expect(await provider.transferState(transferId)).toEqual({ status: 'paid', transferId });
    expect(await provider.transfer(input)).toEqual({ status: 'paid', transferId });
  });

  it('refuses the same key with another amount or account, as Stripe does', async () => {
    const input = transfer();
    await provider.transfer(input);
    await expect(provider.transfer({ ...input, amount: 18_001 })).rejects.toThrow(IdempotencyKeyReuseError);
    await expect(provider.transfer({ ...input, destination: { ...input.destination, last4: '0000' } })).rejects.toThrow(
      IdempotencyKeyReuseError,
    );
  });

  it("fails Stripe's failing test account numbers at once, with the reason", async () => {
    for (const [last4, reason] of [
      ['1116', 'no_account'],
      ['1113', 'account_closed'],
      ['1119', 'could_not_process'],
    ] as const) {
      const outcome = await provider.transfer(transfer({ destination: { kind: 'iban', last4, recipientRef: null } }));
      expect(outcome).toEqual({ status: 'failed', transferId: expect.stringMatching(/^tr_demo_/), reason });
    }
  });

  it('refuses an amount that is not whole positive minor units', async () => {
    await expect(provider.transfer(transfer({ amount: 0 }))).rejects.toThrow(RangeError);
    await expect(provider.transfer(transfer({ amount: 1.5 }))).rejects.toThrow(RangeError);
  });
});
