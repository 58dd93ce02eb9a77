import { and, desc, eq, getTableColumns, gt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema/index';

export type CouponRow = typeof coupons.$inferSelect;
export type RedemptionRow = typeof couponRedemptions.$inferSelect;

/** A use that counts against a coupon's limit: paid, or held by a checkout that may still be paid. */
const counts = or(
  eq(couponRedemptions.status, 'redeemed'),
  and(eq(couponRedemptions.status, 'held'), gt(couponRedemptions.holdUntil, sql`now()`)),
);

/** Stores a new coupon; undefined when its code is taken. */
export async function insertCoupon(db: DbOrTx, values: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

/** Every coupon, newest first, with its paid uses and live holds. */
export async function listCouponsWithUses(db: DbOrTx): Promise<(CouponRow & { uses: number; held: number })[]> {
  return db
    .select({
      ...getTableColumns(coupons),
      uses: sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and r.status = 'redeemed')`,
      held: sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = "coupons"."id" and r.status = 'held' and r.hold_until > now())`,
    })
    .from(coupons)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** A coupon by id. */
export async function findCoupon(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Deactivates a coupon once; undefined when it was already inactive. */
export async function deactivate(db: DbOrTx, id: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ deactivatedAt: new Date() })
    .where(and(eq(coupons.id, id), sql`${coupons.deactivatedAt} is null`))
    .returning();
  return row;
}

/** The coupon with this code, locked until the transaction ends: uses of one coupon are counted one at a time. */
export async function lockCouponByCode(tx: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  return row;
}

/** How many uses count against the coupon now, leaving out the given checkout's own. */
export async function countUses(tx: DbOrTx, couponId: string, exceptCheckoutId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), ne(couponRedemptions.checkoutId, exceptCheckoutId), counts));
  return row?.n ?? 0;
}

/** The account's uses of the coupon that count (paid or held), other than the given checkout's. */
export async function accountUses(tx: DbOrTx, couponId: string, accountId: string, exceptCheckoutId: string): Promise<RedemptionRow[]> {
  return tx
    .select()
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.accountId, accountId),
        ne(couponRedemptions.checkoutId, exceptCheckoutId),
        counts,
      ),
    );
}

/** Gives back a checkout's held use (its checkout was replaced or cancelled). */
export async function releaseHold(tx: DbOrTx, checkoutId: string): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'released' })
    .where(and(eq(couponRedemptions.checkoutId, checkoutId), eq(couponRedemptions.status, 'held')));
}

/** Holds a use for a checkout until it is paid or `holdUntil` passes. */
export async function insertHold(tx: DbOrTx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values({ ...values, status: 'held' });
}

/** Turns a checkout's held use into a paid one, once (a retried capture finds it redeemed). */
export async function redeemHold(tx: DbOrTx, checkoutId: string, paymentId: string): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed', paymentId, redeemedAt: new Date() })
    .where(and(eq(couponRedemptions.checkoutId, checkoutId), eq(couponRedemptions.status, 'held')));
}
