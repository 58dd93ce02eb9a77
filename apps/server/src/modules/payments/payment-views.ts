import type { TPaymentMethodKind } from '@app/shared/payments/payment-methods';
import type { TCheckout, TDiscount, TPayment, TReceipt } from '@app/shared/payments/payments.schema';
import type { DbOrTx } from '../../db/client';
import { approximate } from '@app/shared/domain/reference-rates';
import { currentRates } from '../../platform/fx/fx-rates.repo';
import { MESSAGES } from '@app/shared/messages/messages';
import { findSucceededRefunds, type CheckoutRow, type PaymentRow, type RefundRow } from './payments.repo';

/** The coupon a checkout or payment row carries, as the API shows it. */
function discountOf(row: Pick<CheckoutRow, 'discountCode' | 'discountAmount' | 'currency'>): TDiscount | null {
  return row.discountCode && row.discountAmount
    ? { code: row.discountCode, amount: { amount: row.discountAmount, currency: row.currency } }
    : null;
}

/** A checkout as its buyer sees it. */
export function toCheckout(row: CheckoutRow): TCheckout {
  return {
    _id: row.id,
    status: row.status === 'open' && row.expiresAt.getTime() <= Date.now() ? 'expired' : (row.status as TCheckout['status']),
    product: { kind: row.productKind, ref: row.productRef, options: row.productOptions },
    description: row.description,
    line: row.line,
    amount: { amount: row.amount, currency: row.currency },
    discount: discountOf(row),
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Why a payment failed, in words that fit how it was paid: the spec's card message for a card; for
 * a wallet, cancelled (by the payer or the approval window's end) or not approved.
 */
function failureMessageOf(row: PaymentRow): string {
  if (row.method === 'card') return MESSAGES.paymentNotCompleted;
  return row.failureCode === 'canceled' ? MESSAGES.paymentCanceled : MESSAGES.paymentNotApproved;
}

/** A payment as its payer sees it. */
export function toPayment(row: PaymentRow): TPayment {
  return {
    _id: row.id,
    status: row.status as TPayment['status'],
    amount: { amount: row.amount, currency: row.currency },
    refunded: { amount: row.refundedAmount, currency: row.currency },
    description: row.description,
    line: row.line,
    productKind: row.productKind,
    method: row.method as TPaymentMethodKind,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    receiptNumber: row.receiptNumber,
    failureMessage: row.status === 'failed' ? failureMessageOf(row) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The receipt of a paid payment, with the total also in the payer's currency when it differs. */
export async function buildReceipt(
  db: DbOrTx,
  row: PaymentRow,
  preferredCurrency: string | null,
  knownRefunds?: RefundRow[],
): Promise<TReceipt> {
  const refunds = knownRefunds ?? (await findSucceededRefunds(db, row.id));
  const converted =
    preferredCurrency && preferredCurrency !== row.currency
      ? approximate(await currentRates(db), row.amount, row.currency, preferredCurrency)
      : undefined;
  return {
    number: row.receiptNumber ?? '',
    paymentId: row.id,
    issuedAt: row.updatedAt.toISOString(),
    billedTo: { name: row.billedName, email: row.billedEmail },
    items: [
      { description: row.description, line: row.line, amount: { amount: row.amount + (row.discountAmount ?? 0), currency: row.currency } },
    ],
    discount: discountOf(row),
    total: { amount: row.amount, currency: row.currency },
    refunds: refunds.map((refund) => ({
      amount: { amount: refund.amount, currency: row.currency },
      at: refund.createdAt.toISOString(),
      reason: refund.reason,
    })),
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    method: row.method as TPaymentMethodKind,
    converted:
      converted && preferredCurrency
        ? { amount: { amount: converted.amount, currency: preferredCurrency }, rateDate: converted.rates.day }
        : null,
  };
}
