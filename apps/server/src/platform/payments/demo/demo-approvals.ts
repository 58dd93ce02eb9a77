import { and, eq, gt } from 'drizzle-orm';
import { APPROVAL_METHOD_RULES, APPROVAL_WINDOW_MS, type TApprovalMethod } from '@app/shared/payments/payment-methods';
import type { TNextAction } from '@app/shared/payments/payments.schema';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { demoCharges, demoIntents } from '../../../db/schema/demo-payments';
import { assertMinorUnits, type ApprovalInput, type ApprovalState, type ChargeOutcome } from '../payment-provider';
import { demoId, IdempotencyKeyReuseError } from './demo-ledger';

export type DemoIntentRow = typeof demoIntents.$inferSelect;

/** The web app's demo confirmation page of an intent. */
export function demoConfirmPath(intentId: string): string {
  return `/pay/demo/${encodeURIComponent(intentId)}`;
}

/** Builds the confirmation page's full address for an intent. */
export type ConfirmUrl = (intentId: string) => string;

/** What the payer does next: the confirmation page, opened directly or through the code WeChat Pay shows. */
function nextActionOf(row: DemoIntentRow, confirmUrl: ConfirmUrl): TNextAction {
  const url = confirmUrl(row.id);
  return APPROVAL_METHOD_RULES[row.method as TApprovalMethod].approval === 'qr'
    ? { type: 'qr', data: url, url }
    : { type: 'redirect', url };
}

/** An intent as the port reports it; one past its window without approval is cancelled. */
export function stateOf(row: DemoIntentRow, confirmUrl: ConfirmUrl, now: Date): ApprovalState {
  if (row.status === 'succeeded' && row.chargeId) return { status: 'succeeded', chargeId: row.chargeId };
  if (row.status === 'requires_action' && row.expiresAt > now)
    return { status: 'requires_action', intentId: row.id, next: nextActionOf(row, confirmUrl) };
  return { status: 'declined', chargeId: null, reason: 'canceled' };
}

export async function findIntent(db: DbOrTx, id: string): Promise<DemoIntentRow | undefined> {
  const [row] = await db.select().from(demoIntents).where(eq(demoIntents.id, id));
  return row;
}

/**
 * Opens an intent waiting for the payer's approval, or answers the one this idempotency key
 * opened (the same parameters only, as Stripe does).
 */
export async function startDemoApproval(db: Db, input: ApprovalInput, now: Date, confirmUrl: ConfirmUrl): Promise<ApprovalState> {
  assertMinorUnits(input.amount);
  const currency = input.currency.toUpperCase();
  await db
    .insert(demoIntents)
    .values({
      id: demoId('pi_demo'),
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerRef,
      method: input.method,
      amount: input.amount,
      currency,
      description: input.description,
      returnUrl: input.returnUrl,
      status: 'requires_action',
      expiresAt: new Date(now.getTime() + APPROVAL_WINDOW_MS),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: demoIntents.idempotencyKey });
  const [row] = await db.select().from(demoIntents).where(eq(demoIntents.idempotencyKey, input.idempotencyKey));
  if (!row) throw new Error(`intent ${input.idempotencyKey} neither inserted nor found`);
  const same =
    row.customerId === input.customerRef && row.method === input.method && row.amount === input.amount && row.currency === currency;
  if (!same) throw new IdempotencyKeyReuseError(input.idempotencyKey);
  return stateOf(row, confirmUrl, now);
}

/** Cancels an intent still waiting; answers its final state (succeeded when it was approved first). */
export async function cancelDemoApproval(db: Db, id: string, now: Date): Promise<ChargeOutcome> {
  await db
    .update(demoIntents)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(demoIntents.id, id), eq(demoIntents.status, 'requires_action')));
  const row = await findIntent(db, id);
  if (!row) throw new Error(`No such intent: ${id}`);
  return row.status === 'succeeded' && row.chargeId
    ? { status: 'succeeded', chargeId: row.chargeId }
    : { status: 'declined', chargeId: null, reason: 'canceled' };
}

/**
 * The payer's decision on the confirmation page, once: approving captures a charge (demo_charges,
 * the intent's idempotency key) in the same transaction; cancelling ends the intent. `decided`
 * runs in that transaction only when this call decided it (the processor's notice, like Stripe's
 * webhook). An intent already decided or past its window is left as it is.
 */
export async function decideDemoIntent(
  db: Db,
  id: string,
  decision: 'approve' | 'cancel',
  now: Date,
  decided: (tx: Tx, row: DemoIntentRow) => Promise<void>,
): Promise<DemoIntentRow | undefined> {
  return db.transaction(async (tx) => {
    const chargeId = decision === 'approve' ? demoId('ch_demo') : null;
    const [row] = await tx
      .update(demoIntents)
      .set({ status: decision === 'approve' ? 'succeeded' : 'canceled', chargeId, updatedAt: now })
      .where(and(eq(demoIntents.id, id), eq(demoIntents.status, 'requires_action'), gt(demoIntents.expiresAt, now)))
      .returning();
    if (!row) return findIntent(tx, id);
    if (chargeId) {
      await tx.insert(demoCharges).values({
        id: chargeId,
        idempotencyKey: row.idempotencyKey,
        customerId: row.customerId,
        // No card: the charge came from the wallet this intent was approved in.
        cardToken: row.id,
        amount: row.amount,
        currency: row.currency,
        status: 'captured',
        capturedAmount: row.amount,
        description: row.description,
        createdAt: now,
      });
    }
    await decided(tx, row);
    return row;
  });
}

/**
 * The outbox topic of the demo processor's notice that a payer decided on its confirmation page
 * (payload { intentId }); the payments module settles the payment on it, as on Stripe's webhook.
 */
export const APPROVAL_DECIDED_TOPIC = 'payments.approval-decided';
