import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payoutMethods } from '../../db/schema/index';

export type PayoutRow = typeof payoutMethods.$inferSelect;
export type NewPayoutRow = typeof payoutMethods.$inferInsert;

/** The account's payout methods not removed, newest first. */
export function findActivePayoutMethods(db: DbOrTx, accountId: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.accountId, accountId), isNull(payoutMethods.removedAt)))
    .orderBy(desc(payoutMethods.createdAt));
}

/** Stores a payout method. */
export async function insertPayoutMethod(db: DbOrTx, values: NewPayoutRow): Promise<PayoutRow> {
  const [row] = await db.insert(payoutMethods).values(values).returning();
  if (!row) throw new Error('payout method insert returned no row');
  return row;
}

/** Marks one of the account's payout methods removed; false when it has none such (or it was removed). */
export async function markPayoutMethodRemoved(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(payoutMethods)
    .set({ removedAt: new Date() })
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.accountId, accountId), isNull(payoutMethods.removedAt)))
    .returning({ id: payoutMethods.id });
  return Boolean(row);
}

/** One of the account's payout methods, removed ones too. */
export async function findPayoutMethod(db: DbOrTx, accountId: string, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.accountId, accountId)));
  return row;
}
