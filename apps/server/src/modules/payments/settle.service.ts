import type { AppDeps } from '../../app-deps';
import type { ChargeOutcome, DeclineReason } from '../../platform/payments/payment-provider';
import { postLedgerTransaction, processorAccount } from './ledger';
import { markCheckoutPaid, nextReceiptNumber, settlePendingPayment, type CheckoutRow, type PaymentRow } from './payments.repo';

/** Records a captured charge: payment, receipt number, checkout, ledger and the seller's fulfilment, in one transaction. */
async function completePayment(deps: AppDeps, payment: PaymentRow, checkout: CheckoutRow, chargeId: string): Promise<void> {
  const handler = deps.products.get(checkout.productKind);
  await deps.database.db.transaction(async (tx) => {
    const settled = await settlePendingPayment(tx, payment.id, {
      status: 'succeeded',
      providerChargeId: chargeId,
      receiptNumber: await nextReceiptNumber(tx),
    });
    if (!settled) return; // a concurrent retry already completed it
    // Cannot fail while the unique index holds; if it ever did, nothing of this is written.
    if (!(await markCheckoutPaid(tx, checkout.id, payment.id))) throw new Error(`checkout ${checkout.id} was already paid`);
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
  });
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
