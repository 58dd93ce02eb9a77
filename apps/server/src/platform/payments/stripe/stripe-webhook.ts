import Stripe from 'stripe';

/**
 * Checks a webhook's `Stripe-Signature` header against the endpoint's signing secret (whsec_…)
 * and returns the event; throws Stripe's signature error when the payload was altered, the
 * secret differs or the timestamp is more than five minutes old (replays). Pass the raw body:
 * re-serialised JSON no longer matches the signature.
 */
export function verifyStripeWebhook(payload: string | Buffer, signatureHeader: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signatureHeader, webhookSecret);
}
