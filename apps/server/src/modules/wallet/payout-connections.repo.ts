import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payoutConnections } from '../../db/schema/index';
import type { RecipientState } from '../../platform/payments/payment-provider';

export type PayoutConnectionRow = typeof payoutConnections.$inferSelect;

/** The account's connected account at a processor, if it has one. */
export async function findPayoutConnection(db: DbOrTx, accountId: string, provider: string): Promise<PayoutConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutConnections)
    .where(and(eq(payoutConnections.accountId, accountId), eq(payoutConnections.provider, provider)));
  return row;
}

/**
 * Keeps the account's connected account; the first one kept stands (two requests at once made the
 * same one: its creation is keyed by the account). The row kept.
 */
export async function insertPayoutConnection(
  db: DbOrTx,
  values: { accountId: string; provider: string; recipientRef: string },
): Promise<PayoutConnectionRow> {
  await db.insert(payoutConnections).values(values).onConflictDoNothing({ target: payoutConnections.accountId });
  const row = await findPayoutConnection(db, values.accountId, values.provider);
  if (!row) throw new Error(`payout connection of ${values.accountId} at ${values.provider} neither inserted nor found`);
  return row;
}

/**
 * Stores what the processor said of a connected account as of `at`, unless newer news is stored
 * already (webhooks come out of order and more than once). True when a row changed.
 */
export async function updateRecipientState(db: DbOrTx, provider: string, state: RecipientState, at: Date): Promise<boolean> {
  const rows = await db
    .update(payoutConnections)
    .set({ detailsSubmitted: state.detailsSubmitted, payoutsEnabled: state.payoutsEnabled, stateAt: at, updatedAt: new Date() })
    .where(
      and(
        eq(payoutConnections.provider, provider),
        eq(payoutConnections.recipientRef, state.recipientRef),
        or(isNull(payoutConnections.stateAt), lte(payoutConnections.stateAt, at)),
      ),
    )
    .returning({ accountId: payoutConnections.accountId });
  return rows.length > 0;
}
