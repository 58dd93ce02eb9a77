import { eq } from 'drizzle-orm';
import type { TPayoutFailure } from '@app/shared/orders/payouts.schema';
import type { Db } from '../../../db/client';
import { demoTransfers } from '../../../db/schema/index';
import { assertMinorUnits, type TransferInput, type TransferOutcome } from '../payment-provider';
import { demoId, IdempotencyKeyReuseError } from './demo-ledger';

type DemoTransferRow = typeof demoTransfers.$inferSelect;

/** Stripe's test bank account numbers that fail a payout, by their last four, and why. */
const FAILING_ACCOUNTS: Record<string, TPayoutFailure> = { '1116': 'no_account', '1113': 'account_closed', '1119': 'could_not_process' };

function outcomeOf(row: DemoTransferRow, now: Date): TransferOutcome {
  if (row.status === 'failed')
    return { status: 'failed', transferId: row.id, reason: (row.failureCode as TPayoutFailure | null) ?? 'could_not_process' };
  return { status: row.arrivesAt <= now ? 'paid' : 'sent', transferId: row.id };
}

function replay(row: DemoTransferRow, input: TransferInput, now: Date): TransferOutcome {
  const same =
    row.amount === input.amount && row.currency === input.currency.toUpperCase() && row.destinationLast4 === input.destination.last4;
  if (!same) throw new IdempotencyKeyReuseError(input.idempotencyKey);
  return outcomeOf(row, now);
}

/**
 * The demo processor's payout: one row per idempotency key (a retry, or a twin that loses the insert
 * race, gets the first one's outcome). It arrives `arrivalMs` after it was sent; Stripe's failing
 * test account numbers fail at once, as Stripe's test mode does.
 */
export async function sendDemoTransfer(db: Db, input: TransferInput, now: Date, arrivalMs: number): Promise<TransferOutcome> {
  assertMinorUnits(input.amount);
  const failure = FAILING_ACCOUNTS[input.destination.last4] ?? null;
  const [row] = await db
    .insert(demoTransfers)
    .values({
      id: demoId('tr_demo'),
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      destinationKind: input.destination.kind,
      destinationLast4: input.destination.last4,
      status: failure ? 'failed' : 'sent',
      failureCode: failure,
      arrivesAt: new Date(now.getTime() + arrivalMs),
      createdAt: now,
    })
    .onConflictDoNothing({ target: demoTransfers.idempotencyKey })
    .returning();
  if (row) return outcomeOf(row, now);
  const [earlier] = await db.select().from(demoTransfers).where(eq(demoTransfers.idempotencyKey, input.idempotencyKey));
  if (!earlier) throw new Error(`transfer ${input.idempotencyKey} neither inserted nor found`);
  return replay(earlier, input, now);
}

/** Where a demo transfer stands now. */
export async function demoTransferState(db: Db, transferId: string, now: Date): Promise<TransferOutcome> {
  const [row] = await db.select().from(demoTransfers).where(eq(demoTransfers.id, transferId));
  if (!row) throw new Error(`No such transfer: ${transferId}`);
  return outcomeOf(row, now);
}
