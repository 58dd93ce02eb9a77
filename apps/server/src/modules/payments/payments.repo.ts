import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
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

/** The failure code of a payment the processor never received: nothing was charged. */
export const VOIDED = 'voided';

/**
 * Moves a payment out of 'pending' once; undefined if another request already did. With
 * `orVoided`, a payment reconciliation voided is settled too: its charge reached the processor
 * after all (a capture is never left unrecorded).
 */
export async function settlePendingPayment(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof payments.$inferInsert>,
  options: { orVoided?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const open = options.orVoided
    ? or(eq(payments.status, 'pending'), and(eq(payments.status, 'failed'), eq(payments.failureCode, VOIDED)))
    : eq(payments.status, 'pending');
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payments.id, id), open))
    .returning();
  return row;
}

/**
 * Notes, just before the processor is asked to charge, that it is being asked (the database's
 * clock). Undefined when the payment is no longer pending (reconciliation voided it, or a twin
 * request settled it): then nothing may be charged.
 */
export async function markChargeAsked(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ chargeAskedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/**
 * Voids a pending payment whose charge the processor never received, provided nobody has asked
 * for it (or started it) within `quietMs` by the database's clock; undefined otherwise. A request
 * asking meanwhile either comes first (and this leaves the payment alone) or finds it voided.
 */
export async function voidQuietPayment(db: DbOrTx, id: string, quietMs: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', failureCode: VOIDED, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        sql`coalesce(${payments.chargeAskedAt}, ${payments.createdAt}) < now() - make_interval(secs => ${quietMs / 1000})`,
      ),
    )
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
