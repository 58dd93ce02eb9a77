// The payments module's public surface: other modules import these, nothing else of payments.
export { paymentsRoutes } from './payments.routes';
export { stripeWebhookRoutes } from './stripe-webhook.routes';
export {
  createProductRegistry,
  type FulfilContext,
  type PaidListener,
  type ProductHandler,
  type ProductQuote,
  type ProductRegistry,
  type RefundToSource,
} from './products';
// Coupons reprice an open checkout through this (a new checkout replaces it).
export { ownCheckout, repriceCheckout, type CheckoutRow } from './checkout.service';
export { cancelOpenCheckout } from './payments.repo';
export { toCheckout } from './payment-views';
// Selling modules give money back through this (an offer's booking deposit paid twice in a race).
export { refundableAmount, refundPayment } from './refund.service';
// The server charges saved cards off-session through these (membership renewals).
export { openServerCheckout, payWithSavedCard, type OffSessionOutcome } from './off-session.service';
// Selling modules move held money on (a service order's payout to its provider) as balanced ledger lines.
export {
  creditBalancesUnder,
  ledgerBalance,
  ledgerBalances,
  paymentAccountTotals,
  postLedgerTransaction,
  processorAccount,
  type LedgerLine,
} from './ledger.repo';
