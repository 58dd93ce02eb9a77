import Stripe from 'stripe';
import type { ChargeOutcome, DeclineReason } from '../payment-provider';

/**
 * Stripe's error `code` and issuer `decline_code` values that have a word of their own in the
 * port. Everything else (generic_decline, do_not_honor, fraudulent, lost_card, incorrect_number,
 * authentication_required …) is a plain 'card_declined': the person's fix is the same, use
 * another card, and we do not tell a stranger that a card is reported stolen.
 */
const REASONS: Record<string, DeclineReason> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  invalid_expiry_month: 'expired_card',
  invalid_expiry_year: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

/** The port's reason for a Stripe card error or PaymentIntent `last_payment_error`; the issuer's code wins. */
export function declineReasonOf(error: { code?: string | null | undefined; decline_code?: string | null | undefined }): DeclineReason {
  return REASONS[error.decline_code ?? ''] ?? REASONS[error.code ?? ''] ?? 'card_declined';
}

/** Whether Stripe refused the card itself (HTTP 402, type card_error), as opposed to our request or its service. */
export function isCardError(err: unknown): err is Stripe.errors.StripeCardError {
  return err instanceof Stripe.errors.StripeCardError;
}

/**
 * The outcome of a confirmed off-session PaymentIntent. A status that means "money may still
 * move" (processing, requires_capture …) throws rather than report a decline that might later
 * succeed; the retry with the same idempotency key, or the webhook, settles it.
 */
export function outcomeOfIntent(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: intent.id };
    case 'requires_payment_method':
      return { status: 'declined', chargeId: intent.id, reason: declineReasonOf(intent.last_payment_error ?? {}) };
    // Off-session there is nobody to complete 3-D Secure: the bank's request for it is a decline.
    case 'requires_action':
    case 'canceled':
      return { status: 'declined', chargeId: intent.id, reason: 'card_declined' };
    default:
      throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status} after confirmation; not final yet`);
  }
}
