import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import type { ChargeOutcome, DeclineReason } from '../../platform/payments/payment-provider';
import { processorAccount } from './ledger.repo';
import { completeCapture, findPayment, settlePendingPayment, type CheckoutRow, type PaymentRow } from './payments.repo';

/** The key the processor gets for a payment's charge (or a wallet payment's intent). */
export function chargeKey(payment: Pick<PaymentRow, 'id'>): string {
  return `payment:${payment.id}`;
}

/** The capture was not recorded: a twin completed the payment, or its checkout is no longer open. */
class NotCompletedError extends Error {}

/**
 * Records a captured charge: checkout, payment with its receipt number and ledger in one
 * statement, then the seller's fulfilment, in one transaction. A payment reconciliation voided is
 * completed too (its charge reached the processor after all), unless its checkout was paid another
 * way since: then that late charge is refunded at the processor, so no money is kept for nothing.
 * The completed payment, or undefined when this call did not complete it.
 */
async function completePayment(
  deps: AppDeps,
  payment: PaymentRow,
  checkout: CheckoutRow,
  chargeId: string,
): Promise<PaymentRow | undefined> {
  const handler = deps.products.get(checkout.productKind);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const done = await completeCapture(tx, {
        paymentId: payment.id,
        checkoutId: checkout.id,
        chargeId,
        memo: checkout.description,
        lines: [
          { account: processorAccount(payment.provider), amount: payment.amount, currency: payment.currency },
          { account: checkout.creditAccount, amount: -payment.amount, currency: payment.currency },
        ],
      });
      // Rolls back a checkout marked for a payment that could not be completed (none is expected).
      if (!done.receiptNumber || !done.updatedAt) throw new NotCompletedError(payment.id);
      const fulfilment = {
        accountId: checkout.accountId,
        checkoutId: checkout.id,
        paymentId: payment.id,
        amount: payment.amount,
        cardId: payment.cardId,
        product: { kind: checkout.productKind, ref: checkout.productRef, options: checkout.productOptions },
        discountCode: checkout.discountCode,
      };
      await handler?.fulfil(tx, fulfilment);
      for (const listener of deps.products.paidListeners()) await listener(tx, fulfilment);
      return {
        ...payment,
        status: 'succeeded',
        failureCode: null,
        providerChargeId: chargeId,
        receiptNumber: done.receiptNumber,
        updatedAt: done.updatedAt,
      };
    });
  } catch (err) {
    if (err instanceof NotCompletedError) {
      const now = await findPayment(deps.database.db, payment.id);
      // A concurrent retry (or the webhook) completed it: nothing more to do.
      if (now && now.status !== 'pending' && now.status !== 'failed') return undefined;
    } else if (!isUniqueViolation(err)) {
      throw err;
    }
    // The voided payment's checkout has another live payment (the unique index) or is paid.
    await deps.paymentProvider.refund({ chargeId, amount: payment.amount, idempotencyKey: `late-charge:${payment.id}` });
    return undefined;
  }
}

/**
 * Records what the processor did with a pending payment: a decline fails it, a capture
 * completes it. Safe to call more than once (our request and the processor's webhook may both).
 * The payment as this call left it, or undefined when another call had settled it.
 */
export async function applyChargeOutcome(
  deps: AppDeps,
  payment: PaymentRow,
  checkout: CheckoutRow,
  outcome: ChargeOutcome,
): Promise<PaymentRow | undefined> {
  if (outcome.status === 'declined') {
    return settlePendingPayment(deps.database.db, payment.id, { status: 'failed', failureCode: outcome.reason satisfies DeclineReason });
  }
  return completePayment(deps, payment, checkout, outcome.chargeId);
}
