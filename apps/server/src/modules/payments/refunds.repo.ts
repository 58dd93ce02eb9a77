import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerTransactions, payments, refunds } from '../../db/schema/index';
import { processorAccount } from './ledger.repo';
import type { PaymentRow } from './payments.repo';

/** Where the captured money of a payment went (its capture's non-processor lines). */
export async function creditedAccounts(db: DbOrTx, payment: PaymentRow) {
  return db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.paymentId, payment.id),
        eq(ledgerTransactions.kind, 'capture'),
        ne(ledgerEntries.account, processorAccount(payment.provider)),
      ),
    );
}

/** The payment, locked FOR UPDATE until the transaction ends. */
export async function lockPayment(tx: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return locked;
}

/** What the payment's refunds under way add up to. */
export async function pendingRefundTotal(tx: DbOrTx, paymentId: string): Promise<number> {
  const [pending] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
  return Number(pending?.total ?? 0);
}

/** Marks a pending refund succeeded; false when it no longer was pending (another run settled it). */
export async function markRefundSucceeded(tx: DbOrTx, refundId: string, providerRefundId: string): Promise<boolean> {
  const [settled] = await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return Boolean(settled);
}

/** Adds a refunded amount to the payment: refunded in full or partially refunded. */
export async function addRefundedAmount(tx: DbOrTx, paymentId: string, amount: number): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} + ${amount}`,
      status: sql`case when ${payments.refundedAmount} + ${amount} >= ${payments.amount} then 'refunded' else 'partially-refunded' end`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, paymentId));
}
