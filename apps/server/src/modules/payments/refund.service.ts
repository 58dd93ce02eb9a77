import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { postLedgerTransaction, processorAccount } from './ledger.repo';
import { findPayment, findRefundByKey, insertPendingRefund, type PaymentRow } from './payments.repo';
import { addRefundedAmount, creditedAccounts, lockPayment, markRefundSucceeded, pendingRefundTotal } from './refunds.repo';

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
    const locked = await lockPayment(tx, paymentId);
    if (!locked) throw new AppError('NOT_FOUND');
    const remaining = locked.amount - locked.refundedAmount - (await pendingRefundTotal(tx, paymentId));
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
  // Asked again with the same key after it went through (a retried job): done already, even when nothing is left to refund.
  const known = await findRefundByKey(db, payment.id, input.idempotencyKey);
  if (known?.status === 'succeeded') return payment;
  if (!['succeeded', 'partially-refunded'].includes(payment.status) || !chargeId) throw new AppError('REFUND_EXCEEDS_PAYMENT');
  const refund = known ?? (await reserveRefund(deps, payment.id, input));
  if (refund.status === 'succeeded') return (await findPayment(db, payment.id))!;
  const { refundId } = await deps.paymentProvider.refund({ chargeId, amount: refund.amount, idempotencyKey: `refund:${refund.id}` });

  const credited = await creditedAccounts(db, payment);
  await db.transaction(async (tx) => {
    if (!(await markRefundSucceeded(tx, refund.id, refundId))) return;
    await addRefundedAmount(tx, payment.id, refund.amount);
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
