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

/**
 * The same for an endpoint Stripe signs with one of several secrets: a Connect platform's account
 * endpoint and its Connect endpoint (connected accounts' events) each have their own, and may
 * share our one URL. Throws the last refusal when none matches.
 */
export function verifyStripeWebhookWithAny(
  payload: string | Buffer,
  signatureHeader: string,
  webhookSecrets: readonly string[],
): Stripe.Event {
  let refusal: unknown = new Error('no webhook secret configured');
  for (const secret of webhookSecrets) {
    try {
      return verifyStripeWebhook(payload, signatureHeader, secret);
    } catch (err) {
      refusal = err;
    }
  }
  throw refusal;
}
