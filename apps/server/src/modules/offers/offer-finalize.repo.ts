import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { AWAITING_STATUSES } from '@app/shared/offers/offer-transitions';
import type { DbOrTx } from '../../db/client';
import { offerDepositReminders, offerFinalSignatures, offers } from '../../db/schema/index';
import type { OfferFinalSignatureRow, OfferRow } from './offers.repo';

/** Records one side's signature of the final terms; undefined when that side has signed already. */
export async function insertFinalSignature(
  db: DbOrTx,
  values: typeof offerFinalSignatures.$inferInsert,
): Promise<OfferFinalSignatureRow | undefined> {
  const [row] = await db.insert(offerFinalSignatures).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Offers owing an answer whose response window has closed, oldest deadline first, locked for the
 * rest of the transaction. Offers another transaction holds (a last-second answer being written)
 * are skipped: the next sweep sees how that ended.
 */
export function lockOffersPastDeadline(db: DbOrTx, now: Date, limit: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(inArray(offers.status, [...AWAITING_STATUSES]), lte(offers.respondBy, now)))
    .orderBy(offers.respondBy)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Offers in escrow since `since` (their deposits may still fall due). */
export function findOffersInEscrowSince(db: DbOrTx, since: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.status, 'finalized'), isNotNull(offers.escrowOpenedAt), gt(offers.escrowOpenedAt, since)));
}

/** Claims the reminder of one deposit; false when it was sent already (the key is the offer and the deposit). */
export async function claimDepositReminder(db: DbOrTx, values: typeof offerDepositReminders.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(offerDepositReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ offerId: offerDepositReminders.offerId });
  return rows.length > 0;
}
