import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { ledgerEntries, ledgerTransactions, payments, refunds } from '../../db/schema/index';
import { AppError } from '../../platform/http/app-error';
import { postLedgerTransaction, processorAccount } from './ledger';
import { findPayment, findRefundByKey, insertPendingRefund, type PaymentRow } from './payments.repo';

/** Where the captured money of a payment went (its capture's non-processor lines). */
async function creditedAccounts(deps: AppDeps, payment: PaymentRow) {
  return deps.database.db
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

/**
 * Reserves a refund: with the payment row locked, what is left after refunds done and under
 * way must cover it, so two refunds at once can never give back more than was paid.
 */
async function reserveRefund(
  deps: AppDeps,
  paymentId: string,
  input: { amount?: number | undefined; reason?: string | undefined; idempotencyKey: string; requestedBy?: string | undefined },
) {
  return deps.database.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    const [pending] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
    const remaining = locked.amount - locked.refundedAmount - Number(pending?.total ?? 0);
    const amount = input.amount ?? remaining;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) throw new AppError('REFUND_EXCEEDS_PAYMENT');
    const inserted = await insertPendingRefund(tx, {
      paymentId,
      idempotencyKey: input.idempotencyKey,
      amount,
      reason: input.reason ?? null,
      createdBy: input.requestedBy ?? null,
    });
    return inserted ?? (await findRefundByKey(tx, paymentId, input.idempotencyKey))!;
  });
}

/**
 * Gives money back on a captured payment: all that is left by default, never more. The
 * selling module decides when (e.g. an order cancelled before acceptance); this executes it.
 * Idempotent per (payment, key).
 */
export async function refundPayment(
  deps: AppDeps,
  input: {
    paymentId: string;
    amount?: number | undefined;
    reason?: string | undefined;
    idempotencyKey: string;
    requestedBy?: string | undefined;
  },
): Promise<PaymentRow> {
  const db = deps.database.db;
  const payment = await findPayment(db, input.paymentId);
  if (!payment) throw new AppError('NOT_FOUND');
  const chargeId = payment.providerChargeId;
  if (!['succeeded', 'partially-refunded'].includes(payment.status) || !chargeId) throw new AppError('REFUND_EXCEEDS_PAYMENT');
  const refund = (await findRefundByKey(db, payment.id, input.idempotencyKey)) ?? (await reserveRefund(deps, payment.id, input));
  if (refund.status === 'succeeded') return (await findPayment(db, payment.id))!;
  const { refundId } = await deps.paymentProvider.refund({ chargeId, amount: refund.amount, idempotencyKey: `refund:${refund.id}` });

  const credited = await creditedAccounts(deps, payment);
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: refundId })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (!settled) return;
    await tx
      .update(payments)
      .set({
        refundedAmount: sql`${payments.refundedAmount} + ${refund.amount}`,
        status: sql`case when ${payments.refundedAmount} + ${refund.amount} >= ${payments.amount} then 'refunded' else 'partially-refunded' end`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
    // Reverse the capture in proportion to where its money went (one account in practice).
    const lines = credited.map((line) => ({
      account: line.account,
      amount: Math.round((-line.amount * refund.amount) / payment.amount),
      currency: payment.currency,
    }));
    const drift = refund.amount - lines.reduce((sum, line) => sum + line.amount, 0);
    if (lines[0]) lines[0].amount += drift;
    await postLedgerTransaction(tx, {
      kind: 'refund',
      paymentId: payment.id,
      refundId: refund.id,
      memo: input.reason,
      lines: [...lines, { account: processorAccount(payment.provider), amount: -refund.amount, currency: payment.currency }],
    });
  });
  return (await findPayment(db, payment.id))!;
}
