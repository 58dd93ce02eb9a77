import type { TPayoutConnection } from '@app/shared/payments/payout-methods.schema';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payoutConnectionEvents, payoutConnections } from '../../db/schema/index';
import type { RecipientState } from '../../platform/payments/payment-provider';

export type PayoutConnectionRow = typeof payoutConnections.$inferSelect;

/** Where a connection stands: its details not given yet, given and waiting for the processor, or paid out to. */
export function connectionStatus(
  row: Pick<PayoutConnectionRow, 'detailsSubmitted' | 'payoutsEnabled'> | undefined,
): TPayoutConnection['status'] {
  if (row?.payoutsEnabled) return 'ready';
  return row?.detailsSubmitted ? 'in_review' : 'not_started';
}

/** The account's connected account at a processor, if it has one. */
export async function findPayoutConnection(db: DbOrTx, accountId: string, provider: string): Promise<PayoutConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutConnections)
    .where(and(eq(payoutConnections.accountId, accountId), eq(payoutConnections.provider, provider)));
  return row;
}

/**
 * Keeps the account's connected account, with its 'connect' event; the first one kept stands (two
 * requests at once made the same one: its creation is keyed by the account). The row kept.
 */
export async function insertPayoutConnection(
  db: DbOrTx,
  values: { accountId: string; provider: string; recipientRef: string },
): Promise<PayoutConnectionRow> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payoutConnections)
      .values(values)
      .onConflictDoNothing({ target: payoutConnections.accountId })
      .returning();
    if (inserted) {
      await tx.insert(payoutConnectionEvents).values({
        entityId: inserted.accountId,
        actorId: inserted.accountId,
        actorRelation: 'owner',
        action: 'connect',
        fromStatus: 'none',
        toStatus: connectionStatus(inserted),
        data: { provider: inserted.provider, recipientRef: inserted.recipientRef },
      });
      return inserted;
    }
    const row = await findPayoutConnection(tx, values.accountId, values.provider);
    if (!row) throw new Error(`payout connection of ${values.accountId} at ${values.provider} neither inserted nor found`);
    return row;
  });
}

/**
 * Stores what the processor said of a connected account as of `at`, with an event naming how it
 * came ('processor_news': its webhook; 'refresh': asked on return from onboarding), unless newer
 * news is stored already (webhooks come out of order) or it is the same news again (webhooks come
 * more than once). True when a row changed.
 */
export async function updateRecipientState(
  db: DbOrTx,
  provider: string,
  state: RecipientState,
  at: Date,
  source: 'processor_news' | 'refresh',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payoutConnections)
      .where(and(eq(payoutConnections.provider, provider), eq(payoutConnections.recipientRef, state.recipientRef)))
      .for('update');
    if (!current || (current.stateAt && current.stateAt > at)) return false;
    const next = { detailsSubmitted: state.detailsSubmitted, payoutsEnabled: state.payoutsEnabled };
    const repeated =
      current.stateAt?.getTime() === at.getTime() &&
      current.detailsSubmitted === next.detailsSubmitted &&
      current.payoutsEnabled === next.payoutsEnabled;
    if (repeated) return false;
    await tx
      .update(payoutConnections)
      .set({ ...next, stateAt: at, updatedAt: new Date() })
      .where(eq(payoutConnections.accountId, current.accountId));
    await tx.insert(payoutConnectionEvents).values({
      entityId: current.accountId,
      actorId: null,
      actorRelation: 'processor',
      action: source,
      fromStatus: connectionStatus(current),
      toStatus: connectionStatus(next),
      data: { ...next, stateAt: at.toISOString() },
    });
    return true;
  });
}
