import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { promotionCodes } from '../../db/schema/index';

export type PromotionCodeRow = typeof promotionCodes.$inferSelect;

/** Stores a generated code for a purchase; undefined when the code is taken (or the purchase has one). */
export async function insertPromotionCode(tx: Tx, values: { code: string; buyerAccountId: string; paymentId: string }) {
  const [row] = await tx.insert(promotionCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** A code by its text (stored without dashes, upper case). */
export async function findPromotionCode(db: DbOrTx, code: string): Promise<PromotionCodeRow | undefined> {
  const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
  return row;
}

/** A code locked for its redemption: concurrent redemptions queue here and the later one sees it used. */
export async function lockPromotionCode(tx: Tx, code: string): Promise<PromotionCodeRow | undefined> {
  const [row] = await tx.select().from(promotionCodes).where(eq(promotionCodes.code, code)).for('update');
  return row;
}

/** Marks a code redeemed if nobody has; whether this call did. */
export async function markRedeemed(tx: Tx, id: string, redeemer: { accountId: string; membershipId: string }): Promise<boolean> {
  const rows = await tx
    .update(promotionCodes)
    .set({ redeemedByAccountId: redeemer.accountId, redeemedMembershipId: redeemer.membershipId, redeemedAt: new Date() })
    .where(and(eq(promotionCodes.id, id), isNull(promotionCodes.redeemedAt)))
    .returning({ id: promotionCodes.id });
  return rows.length > 0;
}

/** The codes an account earned, newest first. */
export async function findCodesOfBuyer(db: DbOrTx, accountId: string): Promise<PromotionCodeRow[]> {
  return db.select().from(promotionCodes).where(eq(promotionCodes.buyerAccountId, accountId)).orderBy(desc(promotionCodes.createdAt));
}
