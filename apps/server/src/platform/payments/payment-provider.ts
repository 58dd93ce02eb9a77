/**
 * The card processor port. Two real implementations: `demo` (default; a processor inside the
 * server with its own tables and the well-known test card numbers) and `stripe` (when
 * STRIPE_SECRET_KEY is set). Amounts are integer minor units. Every call that moves money
 * takes an idempotency key: the same key never moves money twice, whatever happens between.
 */
import type { TApprovalMethod } from '@app/shared/payments/payment-methods';
import type { TNextAction } from '@app/shared/payments/payments.schema';
import type { TPayoutFailure } from '@app/shared/orders/payouts.schema';

export type ProviderKind = 'demo' | 'stripe';

export type CardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  securityCode: string;
  cardholderName: string;
  billing: { street: string; apt?: string | undefined; city: string; state: string; postalCode: string; country: string };
};

/**
 * A card the browser already handed to the processor (Stripe.js made a PaymentMethod): only its
 * id and the billing address reach us, never the digits.
 */
export type PaymentMethodCard = {
  paymentMethodId: string;
  cardholderName: string;
  billing: CardDetails['billing'];
};

export type TokenizedCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

/**
 * Why a payment was refused, in the provider-neutral words the payments module maps to the spec's
 * messages. 'canceled': the payer (or the approval window's end) cancelled a wallet payment before approving it.
 */
export type DeclineReason = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error' | 'canceled';

export class CardRejectedError extends Error {
  readonly reason: DeclineReason;
  constructor(reason: DeclineReason, message: string = reason) {
    super(message);
    this.name = 'CardRejectedError';
    this.reason = reason;
  }
}

export type ChargeOutcome =
  { status: 'succeeded'; chargeId: string } | { status: 'declined'; chargeId: string | null; reason: DeclineReason };

/** Where a wallet payment stands at the processor: final, or still waiting for the payer's approval. */
export type ApprovalState = ChargeOutcome | { status: 'requires_action'; intentId: string; next: TNextAction };

export type ApprovalInput = {
  method: TApprovalMethod;
  customerRef: string;
  amount: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  /** Our page the payer comes back to once the wallet is done (approved or not). */
  returnUrl: string;
};

/**
 * Where a transfer goes: the provider's bank account by its kind (decision 030: 'us' goes by ACH,
 * 'iban' by SWIFT/SEPA) and last four, and their account at the processor when it keeps one
 * (a Stripe connected account); the processor holds the bank details behind that.
 */
export type TransferDestination = { kind: 'us' | 'iban'; last4: string; recipientRef: string | null };

export type TransferInput = {
  amount: number;
  currency: string;
  destination: TransferDestination;
  description: string;
  idempotencyKey: string;
};

/** Where a transfer stands: taken ('sent'), arrived ('paid'), or refused with a reason ('failed'). */
export type TransferOutcome =
  { status: 'sent' | 'paid'; transferId: string } | { status: 'failed'; transferId: string | null; reason: TPayoutFailure };

/** What the processor last said of a provider's connected account (decision 088). */
export type RecipientState = { recipientRef: string; detailsSubmitted: boolean; payoutsEnabled: boolean };

/**
 * Onboarding providers to the processor's payouts, for a processor that pays only accounts it
 * keeps (Stripe Connect). The demo processor has none: it pays the payout method directly.
 */
export type RecipientOnboarding = {
  /**
   * The processor's account for one of ours, made once: the same `accountId` (its idempotency key)
   * answers with the same account. `country` is ISO 3166-1 alpha-2.
   */
  createRecipient(input: { accountId: string; email: string; country: string }): Promise<string>;
  /** A single-use page at the processor where the provider gives their details; it comes back to `returnUrl`. */
  onboardingLink(input: { recipientRef: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string; expiresAt: Date }>;
  /** Where the account stands now. */
  recipientState(recipientRef: string): Promise<RecipientState>;
};

export type PaymentProvider = {
  kind: ProviderKind;
  /** Present when payouts need the provider onboarded at the processor first (Stripe Connect). */
  onboarding?: RecipientOnboarding | undefined;
  /** The provider's customer for an account, created on first use. */
  createCustomer(input: { accountId: string; email: string; name: string }): Promise<string>;
  /**
   * Stores a card with the provider; throws CardRejectedError when the provider refuses it. The
   * demo processor takes the digits (it is the card form's processor); Stripe takes only a
   * PaymentMethod made by Stripe.js, and refuses digits.
   */
  saveCard(customerRef: string, card: CardDetails | PaymentMethodCard): Promise<TokenizedCard>;
  /** Detaches a saved card; later charges to it fail. */
  removeCard(customerRef: string, cardToken: string): Promise<void>;
  /** Authorises and captures `amount` on a saved card. Declines are outcomes, not exceptions. */
  charge(input: {
    customerRef: string;
    cardToken: string;
    amount: number;
    currency: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  /**
   * What became of the charge asked with this idempotency key (for a payment whose own request
   * never heard back): its outcome, or 'not_found' when the processor never received it. Throws
   * while the charge is not final yet. `since` bounds the search: the charge is not older.
   */
  findCharge(input: { customerRef: string; idempotencyKey: string; since: Date }): Promise<ChargeOutcome | { status: 'not_found' }>;
  /**
   * Starts a payment the payer approves in their wallet (Alipay, WeChat Pay, PayPal): usually
   * 'requires_action' with what the payer does next; the money moves only once they approve.
   * The same idempotency key answers with the same intent.
   */
  startApproval(input: ApprovalInput): Promise<ApprovalState>;
  /** Where the intent stands now (our return page and reconciliation ask; webhooks tell). */
  approvalState(intentId: string): Promise<ApprovalState>;
  /**
   * Cancels an intent the payer has not approved; answers its final state, which is 'succeeded'
   * when the approval won the race (then the payment must be completed, not cancelled).
   */
  cancelApproval(intentId: string): Promise<ChargeOutcome>;
  /** Refunds part or all of a captured charge. */
  refund(input: { chargeId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }>;
  /**
   * Sends money from the platform's balance to a provider's bank account (a payout). A refusal is
   * an outcome; anything else thrown leaves the transfer unknown, to be asked again with the same
   * key, which never sends twice.
   */
  transfer(input: TransferInput): Promise<TransferOutcome>;
  /** Where a transfer stands now (a 'sent' one arrives, or comes back failed). */
  transferState(transferId: string): Promise<TransferOutcome>;
};

/**
 * Throws unless `amount` is a positive whole number of minor units. Both providers call it
 * before anything reaches a ledger: a float or a negative amount is a caller's bug, not a decline.
 */
export function assertMinorUnits(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`Amount must be a positive integer of minor units, got ${amount}`);
  }
}
