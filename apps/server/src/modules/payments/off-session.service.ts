import type { TProductRef } from '@app/shared/payments/payments.schema';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { payCheckout } from './pay.service';
import { findCheckout, findPaymentByKey, insertCheckout, type CheckoutRow } from './payments.repo';
import type { ProductQuote } from './products';

/**
 * Opens a checkout the server will pay itself (a membership renewal), priced by the selling module
 * and held until `expiresAt` rather than the hour a person's checkout is held.
 */
export async function openServerCheckout(
  deps: AppDeps,
  accountId: string,
  product: TProductRef,
  quote: ProductQuote,
  expiresAt: Date,
): Promise<CheckoutRow> {
  return insertCheckout(deps.database.db, {
    accountId,
    productKind: product.kind,
    productRef: product.ref,
    productOptions: product.options ?? {},
    description: quote.description,
    line: quote.line,
    amount: quote.amount,
    currency: quote.currency,
    creditAccount: quote.creditAccount,
    expiresAt,
  });
}

export type OffSessionOutcome = 'paid' | 'declined' | 'voided' | 'unknown' | 'closed';

/**
 * Pays a server-opened checkout with one of the account's saved cards, off-session, through the
 * same path as a person's payment (one live payment per checkout, the key per attempt, ledger,
 * receipt, the product's fulfilment once). `declined`: that key is spent, the next attempt needs a
 * new one; `voided`: nobody could tell whether it was charged and reconciliation voided it (not the
 * card's fault; the key is spent too); `unknown`: the processor could not say yet, the same key
 * resumes; `closed`: the checkout is no longer open and was not paid.
 */
export async function payWithSavedCard(
  deps: AppDeps,
  accountId: string,
  checkoutId: string,
  cardId: string,
  idempotencyKey: string,
): Promise<OffSessionOutcome> {
  try {
    await payCheckout(deps, { accountId }, checkoutId, { cardId }, idempotencyKey);
    return 'paid';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'PAYMENT_NOT_COMPLETED' || err.code === 'NOT_FOUND') return 'declined';
    if (err.code === 'CHECKOUT_ALREADY_PAID' || err.code === 'CHECKOUT_NOT_OPEN') {
      const checkout = await findCheckout(deps.database.db, checkoutId);
      return checkout?.status === 'paid' ? 'paid' : 'closed';
    }
    const payment = await findPaymentByKey(deps.database.db, accountId, idempotencyKey);
    return payment?.status === 'failed' ? 'voided' : 'unknown';
  }
}
