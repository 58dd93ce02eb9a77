import { ADMIN_PAYMENTS_PAGE_SIZE } from '@app/shared/admin/admin-payments.schema';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accounts, ledgerEntries, ledgerTransactions, payments, refunds } from '../../../db/schema/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminPaymentFilter = {
  q?: string | undefined;
  status?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
};
export type AdminPaymentRow = typeof payments.$inferSelect;

/**
 * The admin search over payments, newest first, one page: a read-only report over the payments
 * module's tables, like the overview's counts (decisions 066 and 079). A `q` shaped like an id
 * finds that payment; otherwise it matches the payer's email or the product's kind or description.
 */
export async function searchPayments(db: DbOrTx, filter: AdminPaymentFilter) {
  const conditions: SQL[] = [];
  const q = filter.q?.trim();
  if (q && UUID.test(q)) conditions.push(eq(payments.id, q.toLowerCase()));
  else if (q)
    conditions.push(or(ilike(payments.billedEmail, like(q)), ilike(payments.description, like(q)), ilike(payments.productKind, like(q)))!);
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.from) conditions.push(gte(payments.createdAt, filter.from));
  if (filter.to) conditions.push(lt(payments.createdAt, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(ADMIN_PAYMENTS_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_PAYMENTS_PAGE_SIZE),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPaymentForAdmin(db: DbOrTx, id: string): Promise<AdminPaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Every ledger movement of a payment with its lines, oldest first. */
export async function findPaymentLedger(db: DbOrTx, paymentId: string) {
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.paymentId, paymentId))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id));
  const ids = transactions.map((transaction) => transaction.id);
  const lines = ids.length
    ? await db.select().from(ledgerEntries).where(inArray(ledgerEntries.transactionId, ids)).orderBy(desc(ledgerEntries.amount))
    : [];
  return transactions.map((transaction) => ({ ...transaction, lines: lines.filter((line) => line.transactionId === transaction.id) }));
}

/** A payment's refunds, oldest first, with the email of the admin who asked (none for an order's own refund). */
export async function findPaymentRefunds(db: DbOrTx, paymentId: string) {
  return db
    .select({
      id: refunds.id,
      amount: refunds.amount,
      reason: refunds.reason,
      status: refunds.status,
      createdAt: refunds.createdAt,
      byEmail: accounts.email,
    })
    .from(refunds)
    .leftJoin(accounts, eq(accounts.id, refunds.createdBy))
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
