import type { AppDeps } from '../../app-deps';
import type { DbOrTx, Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { postLedgerTransaction, processorAccount, type LedgerLine } from './ledger.repo';
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
    // The same key asked at once (a double click): the first reserved it; this one is that refund, not another.
    const known = await findRefundByKey(tx, paymentId, input.idempotencyKey);
    if (known) return known;
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
 * Where a refund takes the money back from: the product's own rule (a service order paid out to its
 * provider, decision 084), else the capture reversed in proportion to where its money went.
 */
async function refundSources(deps: AppDeps, tx: Tx, payment: PaymentRow, amount: number): Promise<LedgerLine[]> {
  const handler = deps.products.get(payment.productKind);
  if (handler?.refundSources) return handler.refundSources(tx, { paymentId: payment.id, amount, currency: payment.currency });
  const credited = await creditedAccounts(tx, payment);
  const lines = credited.map((line) => ({
    account: line.account,
    amount: Math.round((-line.amount * amount) / payment.amount),
    currency: payment.currency,
  }));
  const drift = amount - lines.reduce((sum, line) => sum + line.amount, 0);
  if (lines[0]) lines[0].amount += drift;
  return lines;
}

/** What a refund may still give back on a payment: the amount less refunds done and under way (0 unless paid). */
export async function refundableAmount(db: DbOrTx, paymentId: string): Promise<number> {
  const payment = await findPayment(db, paymentId);
  if (!payment || !['succeeded', 'partially-refunded'].includes(payment.status)) return 0;
  return Math.max(0, payment.amount - payment.refundedAmount - (await pendingRefundTotal(db, paymentId)));
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
    /** An admin's refund (POST payments/{id}/refunds): logged in the audit log when it goes through. */
    admin?: Pick<AccountActor, 'accountId' | 'email'> | undefined;
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

  await db.transaction(async (tx) => {
    // Locked first: two refunds of one payment settle one after the other, each reading where the money is now.
    await lockPayment(tx, payment.id);
    if (!(await markRefundSucceeded(tx, refund.id, refundId))) return;
    await addRefundedAmount(tx, payment.id, refund.amount);
    const sources = await refundSources(deps, tx, payment, refund.amount);
    await postLedgerTransaction(tx, {
      kind: 'refund',
      paymentId: payment.id,
      refundId: refund.id,
      memo: input.reason,
      lines: [...sources, { account: processorAccount(payment.provider), amount: -refund.amount, currency: payment.currency }],
    });
    if (input.admin) {
      await recordAdminAction(tx, input.admin, {
        action: 'payment.refund',
        targetKind: 'payment',
        targetId: payment.id,
        targetLabel: `${payment.billedEmail} · ${payment.description}`,
        reason: input.reason ?? null,
        data: { amount: refund.amount, currency: payment.currency },
      });
    }
  });
  return (await findPayment(db, payment.id))!;
}
