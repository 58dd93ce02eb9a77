import type { TProductLine, TProductRef } from '@app/shared/payments/payments.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import type { LedgerLine } from './ledger.repo';

/** What a product costs this buyer, and where its money goes in the ledger. */
export type ProductQuote = {
  /** In English; the web shows the translated kind with it. */
  description: string;
  /** The description as a translation key and values (TProductLine), for the reader's language. */
  line: TProductLine;
  amount: number;
  currency: string;
  /** Ledger account credited when paid: 'revenue:…', 'deposits-held:…', 'payable:<professional>'. */
  creditAccount: string;
};

export type FulfilContext = {
  accountId: string;
  checkoutId: string;
  paymentId: string;
  /** What was charged, in minor units of the checkout's currency (as priced when it opened). */
  amount: number;
  product: TProductRef;
  /** The card charged (a saved card, or a one-off card kept off the wallet). */
  cardId: string | null;
  /** The coupon code the checkout was priced with, null when none. */
  discountCode: string | null;
};

/**
 * A product kind a selling module offers (listing plans, memberships, booking deposits, service
 * orders). The selling module prices it and applies the purchase; payments only takes the money.
 */
export type ProductHandler = {
  /** Prices the product for this buyer; throws an AppError when they may not buy it. */
  quote(deps: AppDeps, actor: AccountActor, product: TProductRef): Promise<ProductQuote>;
  /** Applies the purchase inside the payment's transaction (publish the listing, start the membership…). */
  fulfil(tx: Tx, context: FulfilContext): Promise<void>;
  /**
   * Where a refund of this product's payment takes the money back from: debit lines summing to the
   * amount, in the refund's transaction with the payment locked. Without it the refund reverses the
   * capture (the money is still where the payment put it).
   */
  refundSources?(tx: Tx, refund: RefundToSource): Promise<LedgerLine[]>;
};

/** A refund being written to the ledger: its payment, amount and currency. */
export type RefundToSource = { paymentId: string; amount: number; currency: string };

/** Something else a payment settles, whatever was bought (a coupon's use), in the payment's transaction. */
export type PaidListener = (tx: Tx, context: FulfilContext) => Promise<void>;

export type ProductRegistry = {
  register(kind: string, handler: ProductHandler): void;
  get(kind: string): ProductHandler | undefined;
  /** Runs `listener` in every capture's transaction, after the product's fulfilment. */
  onPaid(listener: PaidListener): void;
  paidListeners(): readonly PaidListener[];
};

/** The kinds on sale in this app; modules register theirs when they start. */
export function createProductRegistry(): ProductRegistry {
  const handlers = new Map<string, ProductHandler>();
  const listeners: PaidListener[] = [];
  return {
    onPaid: (listener) => listeners.push(listener),
    paidListeners: () => listeners,
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`product kind ${kind} registered twice`);
      handlers.set(kind, handler);
    },
    get: (kind) => handlers.get(kind),
  };
}
