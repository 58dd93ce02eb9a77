import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { assertMinorUnits, type ChargeOutcome, type DeclineReason, type PaymentProvider } from '../payment-provider';
import { isExpired } from './card-rules';
import {
  addRefunded,
  findChargeByKey,
  findRefundByKey,
  insertChargeOnCard,
  insertRefund,
  lockCharge,
  type DemoCardRow,
  type DemoChargeRow,
  type DemoRefundRow,
} from './demo.repo';
import { DECLINE_REASONS, declineOf } from './test-cards';

type ChargeInput = Parameters<PaymentProvider['charge']>[0];
type RefundInput = Parameters<PaymentProvider['refund']>[0];

/** A processor-style id: a type prefix and 24 random hex digits. */
export function demoId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Thrown when an idempotency key comes back with different parameters (Stripe answers the same). */
export class IdempotencyKeyReuseError extends Error {
  constructor(key: string) {
    super(`Idempotency key "${key}" was already used with different parameters`);
    this.name = 'IdempotencyKeyReuseError';
  }
}

/**
 * Why a charge on this card is refused, or null when it may be charged. `insertChargeOnCard`
 * (demo.repo.ts) decides the same in SQL, so a charge is one statement; this is its statement of
 * record, and the tests hold the two to each other.
 */
export function refusal(card: DemoCardRow | undefined, customerRef: string, now: Date): DeclineReason | null {
  // A card that is gone, or someone else's, is refused like a stolen number would be: no detail.
  if (!card || card.customerId !== customerRef || card.detachedAt) return 'card_declined';
  if (isExpired(card.expMonth, card.expYear, now)) return 'expired_card';
  return declineOf(card.behaviour);
}

function outcomeOf(row: DemoChargeRow): ChargeOutcome {
  if (row.status === 'captured') return { status: 'succeeded', chargeId: row.id };
  return { status: 'declined', chargeId: row.id, reason: (row.declineCode as DeclineReason | null) ?? 'card_declined' };
}

/** The outcome of the charge made with this idempotency key, if the processor received it. */
export async function findCharge(db: Db, idempotencyKey: string): Promise<ChargeOutcome | { status: 'not_found' }> {
  const row = await findChargeByKey(db, idempotencyKey);
  return row ? outcomeOf(row) : { status: 'not_found' };
}

/** The first attempt's outcome, provided this is truly the same request. */
function replayCharge(row: DemoChargeRow, input: ChargeInput, currency: string): ChargeOutcome {
  const same =
    row.customerId === input.customerRef && row.cardToken === input.cardToken && row.amount === input.amount && row.currency === currency;
  if (!same) throw new IdempotencyKeyReuseError(input.idempotencyKey);
  return outcomeOf(row);
}

/**
 * Authorises and captures in one step, one statement (`insertChargeOnCard`). The idempotency key
 * is the unique index: a retry, or a concurrent twin that loses the insert race, gets the first
 * attempt's outcome back.
 */
export async function chargeCard(db: Db, input: ChargeInput, now: Date): Promise<ChargeOutcome> {
  assertMinorUnits(input.amount);
  if (!/^[A-Za-z]{3}$/.test(input.currency)) throw new RangeError(`Currency must be an ISO 4217 code, got "${input.currency}"`);
  const currency = input.currency.toUpperCase();
  const row = await insertChargeOnCard(
    db,
    {
      id: demoId('ch_demo'),
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerRef,
      cardToken: input.cardToken,
      amount: input.amount,
      currency,
      description: input.description,
      createdAt: now,
    },
    DECLINE_REASONS,
  );
  if (row) return outcomeOf(row);
  const earlier = await findChargeByKey(db, input.idempotencyKey);
  if (!earlier) throw new Error(`charge ${input.idempotencyKey} neither inserted nor found`);
  return replayCharge(earlier, input, currency);
}

function replayRefund(row: DemoRefundRow, input: RefundInput): { refundId: string } {
  if (row.chargeId !== input.chargeId || row.amount !== input.amount) throw new IdempotencyKeyReuseError(input.idempotencyKey);
  return { refundId: row.id };
}

/**
 * Refunds part or all of a captured charge, never more than captured minus refunded. The charge
 * row is locked for the check-and-add, so two refunds cannot both spend the same remainder.
 */
export async function refundCharge(db: Db, input: RefundInput, now: Date): Promise<{ refundId: string }> {
  assertMinorUnits(input.amount);
  const earlier = await findRefundByKey(db, input.idempotencyKey);
  if (earlier) return replayRefund(earlier, input);
  try {
    return await db.transaction(async (tx) => {
      const charge = await lockCharge(tx, input.chargeId);
      if (!charge) throw new Error(`No such charge: ${input.chargeId}`);
      // A twin that held the lock first may have committed this very refund while we waited.
      const twin = await findRefundByKey(tx, input.idempotencyKey);
      if (twin) return replayRefund(twin, input);
      if (charge.status !== 'captured') throw new Error(`Charge ${charge.id} is ${charge.status}; only a captured charge can be refunded`);
      const refundable = charge.capturedAmount - charge.refundedAmount;
      if (input.amount > refundable) {
        throw new Error(`Refund of ${input.amount} exceeds the ${refundable} still refundable on charge ${charge.id}`);
      }
      const refundId = demoId('re_demo');
      await insertRefund(tx, {
        id: refundId,
        idempotencyKey: input.idempotencyKey,
        chargeId: charge.id,
        amount: input.amount,
        createdAt: now,
      });
      await addRefunded(tx, charge.id, input.amount);
      return { refundId };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await findRefundByKey(db, input.idempotencyKey);
    if (!winner) throw err;
    return replayRefund(winner, input);
  }
}
