import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkouts, payments, refunds } from '../../db/schema/index';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Stores a priced checkout. */
export async function insertCheckout(db: DbOrTx, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  if (!row) throw new Error('checkout insert returned no row');
  return row;
}

/** A checkout by id. */
export async function findCheckout(db: DbOrTx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

/** Marks an open checkout paid by a payment; false if it is not open (already paid). */
export async function markCheckoutPaid(db: DbOrTx, id: string, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ status: 'paid', paymentId, paidAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .returning({ id: checkouts.id });
  return rows.length > 0;
}

/** The checkout's payment that is pending or went through (at most one: a unique index). */
export async function findLivePayment(db: DbOrTx, checkoutId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutId, checkoutId), ne(payments.status, 'failed')));
  return row;
}

/**
 * Inserts a pending payment, which claims its checkout. Undefined when the (account, idempotency
 * key) exists or the checkout already has a payment that is pending or went through.
 */
export async function insertPendingPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The payment an account made with an idempotency key. */
export async function findPaymentByKey(db: DbOrTx, accountId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/** A payment by id. */
export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Moves a payment out of 'pending' once; undefined if another request already did. */
export async function settlePendingPayment(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Payments still pending that started before `before`, oldest first. */
export function findStalePendingPayments(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** The next receipt number: TN-001001, TN-001002… */
export async function nextReceiptNumber(db: DbOrTx): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`select nextval('receipt_number_seq')::text as n`);
  const n = (result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? '0';
  return `TN-${n.padStart(6, '0')}`;
}

/** An account's payments, newest first, a page at a time. */
export function listAccountPayments(db: DbOrTx, accountId: string, page: number, pageSize: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Inserts a pending refund unless the same (payment, idempotency key) exists; undefined then. */
export async function insertPendingRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A payment's refund by idempotency key. */
export async function findRefundByKey(db: DbOrTx, paymentId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row;
}

/** A payment's refunds that went through, oldest first. */
export function findSucceededRefunds(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded')))
    .orderBy(refunds.createdAt);
}
