// The payments module's public surface: other modules import these, nothing else of payments.
export { paymentsRoutes } from './payments.routes';
export { stripeWebhookRoutes } from './stripe-webhook.routes';
export { createProductRegistry, type FulfilContext, type ProductHandler, type ProductQuote, type ProductRegistry } from './products';
