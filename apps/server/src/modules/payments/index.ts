// The payments module's public surface: other modules import these, nothing else of payments.
export { paymentsRoutes } from './payments.routes';
export { stripeWebhookRoutes } from './stripe-webhook.routes';
export { createProductRegistry, type FulfilContext, type ProductHandler, type ProductQuote, type ProductRegistry } from './products';
// Selling modules give money back through this (an offer's booking deposit paid twice in a race).
export { refundPayment } from './refund.service';
// The server charges saved cards off-session through these (membership renewals).
export { openServerCheckout, payWithSavedCard, type OffSessionOutcome } from './off-session.service';
