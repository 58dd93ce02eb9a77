import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { demoCards, demoCharges, demoCustomers, demoRefunds } from '../../../db/schema/demo-payments';

/** The demo processor's books. Nothing outside platform/payments/demo reads or writes them. */

export type DemoCardRow = typeof demoCards.$inferSelect;
export type DemoChargeRow = typeof demoCharges.$inferSelect;
export type DemoRefundRow = typeof demoRefunds.$inferSelect;

export async function insertCustomer(db: DbOrTx, row: typeof demoCustomers.$inferInsert): Promise<void> {
  await db.insert(demoCustomers).values(row);
}

export async function customerExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: demoCustomers.id }).from(demoCustomers).where(eq(demoCustomers.id, id));
  return row !== undefined;
}

export async function insertCard(db: DbOrTx, row: typeof demoCards.$inferInsert): Promise<void> {
  await db.insert(demoCards).values(row);
}

export async function findCard(db: DbOrTx, token: string): Promise<DemoCardRow | undefined> {
  const [row] = await db.select().from(demoCards).where(eq(demoCards.token, token));
  return row;
}

/** Marks the customer's card detached; returns false when the customer has no such card. */
export async function detachCard(db: DbOrTx, customerId: string, token: string, at: Date): Promise<boolean> {
  const owned = and(eq(demoCards.token, token), eq(demoCards.customerId, customerId));
  await db
    .update(demoCards)
    .set({ detachedAt: at })
    .where(and(owned, isNull(demoCards.detachedAt)));
  const [row] = await db.select({ token: demoCards.token }).from(demoCards).where(owned);
  return row !== undefined;
}

export async function findChargeByKey(db: DbOrTx, idempotencyKey: string): Promise<DemoChargeRow | undefined> {
  const [row] = await db.select().from(demoCharges).where(eq(demoCharges.idempotencyKey, idempotencyKey));
  return row;
}

/** Inserts a charge; a second insert with the same idempotency key fails on the unique index. */
export async function insertCharge(db: DbOrTx, row: typeof demoCharges.$inferInsert): Promise<void> {
  await db.insert(demoCharges).values(row);
}

/** The charge, locked until the transaction ends, so refunds against it run one at a time. */
export async function lockCharge(tx: DbOrTx, id: string): Promise<DemoChargeRow | undefined> {
  const [row] = await tx.select().from(demoCharges).where(eq(demoCharges.id, id)).for('update');
  return row;
}

export async function addRefunded(tx: DbOrTx, chargeId: string, amount: number): Promise<void> {
  await tx
    .update(demoCharges)
    .set({ refundedAmount: sql`${demoCharges.refundedAmount} + ${amount}` })
    .where(eq(demoCharges.id, chargeId));
}

export async function findRefundByKey(db: DbOrTx, idempotencyKey: string): Promise<DemoRefundRow | undefined> {
  const [row] = await db.select().from(demoRefunds).where(eq(demoRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function insertRefund(tx: DbOrTx, row: typeof demoRefunds.$inferInsert): Promise<void> {
  await tx.insert(demoRefunds).values(row);
}
