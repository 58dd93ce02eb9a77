import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { ZCardForm, ZTokenCardForm } from '../validation/card';
import { APPROVAL_METHODS, PAYMENT_METHOD_KINDS } from './payment-methods';
import { PRICE_CODES } from './price-catalogue';

/** GET /prices: the catalogue. */
export const ZPrice = z.object({
  code: z.enum(PRICE_CODES),
  kind: z.string(),
  price: ZMoney,
  months: z.number().int(),
  /** A rate-priced entry's share of the deal in basis points (the negotiation fee); price is then its minimum. */
  bps: z.number().int().nullable(),
});
export type TPrice = z.infer<typeof ZPrice>;

/** A saved card as its owner sees it: never the number or the security code. */
export const ZSavedCard = z.object({
  _id: z.uuid(),
  brand: z.string(),
  last4: z.string().length(4),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cardholderName: z.string(),
  billing: z.object({
    street: z.string(),
    apt: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  isDefault: z.boolean(),
  expired: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** POST /wallet/cards: the add-card form, optionally made the default card. */
export const ZAddCardRequest = ZCardForm.safeExtend({ makeDefault: z.boolean().optional() });
export type TAddCardRequest = z.input<typeof ZAddCardRequest>;

/** POST /wallet/cards with Stripe: the PaymentMethod made by Stripe.js instead of the card's digits. */
export const ZAddTokenCardRequest = ZTokenCardForm.safeExtend({ makeDefault: z.boolean().optional() });
export type TAddTokenCardRequest = z.input<typeof ZAddTokenCardRequest>;

/** What a checkout sells: a product kind and the thing it is for. Each selling module prices its kind. */
export const ZProductRef = z.object({
  kind: z.string().min(1).max(50),
  /** The priced item: a price code, a listing id, an offer id, an order id… per kind. */
  ref: z.string().min(1).max(100),
  /** Kind-specific choices (e.g. the listing plan's term). */
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export type TProductRef = z.infer<typeof ZProductRef>;

/**
 * What is bought, as a translation key and its values ('listingPlan', { months: 3, title }), so
 * every page and receipt names it in the reader's language. The English `description` stays
 * beside it for the ledger, the processor and payments made before lines existed (null line).
 */
export const ZProductLine = z.object({
  key: z.string().min(1).max(50),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TProductLine = z.infer<typeof ZProductLine>;

/** A coupon's code and the amount it took off a price. */
export const ZDiscount = z.object({ code: z.string(), amount: ZMoney });
export type TDiscount = z.infer<typeof ZDiscount>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'expired', 'cancelled'] as const;

/** A priced purchase waiting for (or done with) payment. */
export const ZCheckout = z.object({
  _id: z.uuid(),
  status: z.enum(CHECKOUT_STATUSES),
  product: ZProductRef,
  /** What the person is buying, in English (the web translates the kind and shows this). */
  description: z.string(),
  line: ZProductLine.nullable(),
  /** What is charged (after any coupon). */
  amount: ZMoney,
  /** A coupon applied to it: its code and what it takes off (docs/decisions/077-coupons.md). */
  discount: ZDiscount.nullable(),
  paymentId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TCheckout = z.infer<typeof ZCheckout>;

/** POST /checkouts/{id}/pay: a saved card, or a new card (saved to the wallet when asked). Idempotency-Key header required. */
export const ZPayCheckoutRequest = z.union([
  z.object({ cardId: z.uuid(MESSAGES.invalidCard) }),
  z.object({ card: ZCardForm, saveCard: z.boolean().optional() }),
]);
export type TPayCheckoutRequest = z.input<typeof ZPayCheckoutRequest>;

/** POST /checkouts/{id}/pay with Stripe: a saved card, or a new PaymentMethod made by Stripe.js. */
export const ZTokenPayCheckoutRequest = z.union([
  z.object({ cardId: z.uuid(MESSAGES.invalidCard) }),
  z.object({ card: ZTokenCardForm, saveCard: z.boolean().optional() }),
]);
export type TTokenPayCheckoutRequest = z.input<typeof ZTokenPayCheckoutRequest>;

export const PAYMENT_PROVIDERS = ['demo', 'stripe'] as const;

/** GET /payments/provider: which processor takes cards, so the web renders its card fields. */
export const ZPaymentProviderInfo = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key for Stripe.js; null with the demo processor. */
  publishableKey: z.string().nullable(),
});
export type TPaymentProviderInfo = z.infer<typeof ZPaymentProviderInfo>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'partially-refunded'] as const;

/** One charge and what became of it. */
export const ZPayment = z.object({
  _id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  amount: ZMoney,
  refunded: ZMoney,
  description: z.string(),
  line: ZProductLine.nullable(),
  productKind: z.string(),
  /** How it was paid: a card, or a wallet the payer approved (Alipay, WeChat Pay, PayPal). */
  method: z.enum(PAYMENT_METHOD_KINDS),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  receiptNumber: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TPayment = z.infer<typeof ZPayment>;

/** A receipt (spec: payment pages with confirmation receipts). */
export const ZReceipt = z.object({
  number: z.string(),
  paymentId: z.uuid(),
  issuedAt: z.iso.datetime({ offset: true }),
  billedTo: z.object({ name: z.string(), email: z.string() }),
  /** Each item at its price before any coupon. */
  items: z.array(z.object({ description: z.string(), line: ZProductLine.nullable(), amount: ZMoney })),
  /** The coupon taken off the items' sum, making the total. */
  discount: ZDiscount.nullable(),
  total: ZMoney,
  refunds: z.array(z.object({ amount: ZMoney, at: z.iso.datetime({ offset: true }), reason: z.string().nullable() })),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  method: z.enum(PAYMENT_METHOD_KINDS),
  /** The total in the payer's preferred currency, approximate (reference rate of `rateDate`). */
  converted: z.object({ amount: ZMoney, rateDate: z.string() }).nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** The reply to a successful payment. */
export const ZPaymentResult = z.object({ payment: ZPayment, receipt: ZReceipt, checkout: ZCheckout });

/** POST /checkouts/{id}/approval-payments: pay with a wallet the payer approves on its own page. Idempotency-Key header required. */
export const ZApprovalPaymentRequest = z.object({ method: z.enum(APPROVAL_METHODS) });
export type TApprovalPaymentRequest = z.infer<typeof ZApprovalPaymentRequest>;

/**
 * What the payer does next to approve: open the wallet's page (Alipay, PayPal), or scan a code
 * with the wallet's app (WeChat Pay); `url` is the page the code opens too, for a payer on a phone.
 */
export const ZNextAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.url() }),
  z.object({ type: z.literal('qr'), data: z.string().min(1), url: z.url() }),
]);
export type TNextAction = z.infer<typeof ZNextAction>;

/**
 * A payment on its way or done: waiting for the payer's approval (`next` says how), paid (with
 * its receipt), or failed (the payment's failureMessage says why).
 */
export const ZPaymentProgress = z.object({
  payment: ZPayment,
  next: ZNextAction.nullable(),
  /** When an unapproved payment is cancelled and the checkout is free again. */
  approveBy: z.iso.datetime({ offset: true }).nullable(),
  receipt: ZReceipt.nullable(),
  checkout: ZCheckout,
});
export type TPaymentProgress = z.infer<typeof ZPaymentProgress>;

/** GET /demo-payments/{intentId}: a wallet payment on the demo processor's confirmation page (no sign-in: the id is the key). */
export const ZDemoIntent = z.object({
  method: z.enum(APPROVAL_METHODS),
  amount: ZMoney,
  description: z.string(),
  status: z.enum(['requires_action', 'succeeded', 'canceled']),
  returnUrl: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TDemoIntent = z.infer<typeof ZDemoIntent>;

/** The header that makes a charge or refund safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
