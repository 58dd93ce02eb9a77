import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import type { ChargeOutcome, DeclineReason } from '../../platform/payments/payment-provider';
import { postLedgerTransaction, processorAccount } from './ledger.repo';
import { markCheckoutPaid, nextReceiptNumber, settlePendingPayment, type CheckoutRow, type PaymentRow } from './payments.repo';

/** The checkout was paid by another payment meanwhile (only after this one had been voided). */
class CheckoutTakenError extends Error {}

/**
 * Records a captured charge: payment, receipt number, checkout, ledger and the seller's fulfilment,
 * in one transaction. A payment reconciliation voided is completed too (its charge reached the
 * processor after all), unless its checkout was paid another way since: then that late charge is
 * refunded at the processor, so no money is kept for nothing. True when this call completed it.
 */
async function completePayment(deps: AppDeps, payment: PaymentRow, checkout: CheckoutRow, chargeId: string): Promise<boolean> {
  const handler = deps.products.get(checkout.productKind);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const settled = await settlePendingPayment(
        tx,
        payment.id,
        { status: 'succeeded', failureCode: null, providerChargeId: chargeId, receiptNumber: await nextReceiptNumber(tx) },
        { orVoided: true },
      );
      if (!settled) return false; // a concurrent retry already completed it
      // Cannot fail while the unique index holds, but for a voided payment whose checkout was paid since.
      if (!(await markCheckoutPaid(tx, checkout.id, payment.id))) throw new CheckoutTakenError(checkout.id);
      await postLedgerTransaction(tx, {
        kind: 'capture',
        paymentId: payment.id,
        memo: checkout.description,
        lines: [
          { account: processorAccount(payment.provider), amount: payment.amount, currency: payment.currency },
          { account: checkout.creditAccount, amount: -payment.amount, currency: payment.currency },
        ],
      });
      await handler?.fulfil(tx, {
        accountId: checkout.accountId,
        checkoutId: checkout.id,
        paymentId: payment.id,
        product: { kind: checkout.productKind, ref: checkout.productRef, options: checkout.productOptions },
      });
      return true;
    });
  } catch (err) {
    // The voided payment's checkout has another live payment (the unique index) or is paid.
    if (!(err instanceof CheckoutTakenError) && !isUniqueViolation(err)) throw err;
    await deps.paymentProvider.refund({ chargeId, amount: payment.amount, idempotencyKey: `late-charge:${payment.id}` });
    return false;
  }
}

/**
 * Records what the processor did with a pending payment: a decline fails it, a capture
 * completes it. Safe to call more than once (our request and the processor's webhook may both).
 */
export async function applyChargeOutcome(deps: AppDeps, payment: PaymentRow, checkout: CheckoutRow, outcome: ChargeOutcome): Promise<void> {
  if (outcome.status === 'declined') {
    await settlePendingPayment(deps.database.db, payment.id, { status: 'failed', failureCode: outcome.reason satisfies DeclineReason });
    return;
  }
  await completePayment(deps, payment, checkout, outcome.chargeId);
}
