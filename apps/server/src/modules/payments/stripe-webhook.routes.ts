import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { declineReasonOf } from '../../platform/payments/stripe/stripe-declines';
import { recipientStateOf } from '../../platform/payments/stripe/stripe-connect';
import { verifyStripeWebhookWithAny } from '../../platform/payments/stripe/stripe-webhook';
import { recordRecipientState } from '../wallet/index';
import { applyChargeOutcome } from './settle.service';
import { findCheckout, findPayment } from './payments.repo';

/** Our payment behind a PaymentIntent: its reference is the key we charged with ('payment:<id>'). */
function paymentIdOf(intent: Stripe.PaymentIntent): string | undefined {
  const reference = intent.metadata?.reference ?? '';
  return reference.startsWith('payment:') ? reference.slice('payment:'.length) : undefined;
}

/**
 * POST /api/v1/stripe/webhook: Stripe's signed notifications. They settle a payment whose own
 * request never heard back (a timeout or crash after Stripe charged), and a wallet payment
 * (Alipay, WeChat Pay, PayPal) once its payer approved, failed or it was cancelled; the return
 * page may settle it too: one settlement whichever comes first. `account.updated` keeps a
 * professional's connected account's state (details submitted, payouts enabled). Registered only when
 * Stripe and its webhook secret are configured.
 */
export const stripeWebhookRoutes: AppModule = async (app, deps) => {
  const secret = deps.config.stripe.webhookSecret;
  if (!deps.config.stripe.secretKey || !secret) return;
  // Connected accounts' events (account.updated) come from the Connect endpoint, signed with its own secret.
  const secrets = [secret, deps.config.stripe.connectWebhookSecret].filter((s): s is string => Boolean(s));
  // The signature covers the exact bytes, so this route reads the body unparsed.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/v1/stripe/webhook',
    { config: { crossOrigin: true }, schema: { hide: true, response: { 200: z.object({ received: z.literal(true) }) } } },
    async (request) => {
      let event: Stripe.Event;
      try {
        event = verifyStripeWebhookWithAny(request.body as Buffer, String(request.headers['stripe-signature'] ?? ''), secrets);
      } catch (err) {
        throw new AppError('FORBIDDEN', { cause: err });
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed' ||
        event.type === 'payment_intent.canceled'
      ) {
        const intent = event.data.object;
        const payment = await findPayment(deps.database.db, paymentIdOf(intent) ?? '');
        const checkout = payment?.checkoutId ? await findCheckout(deps.database.db, payment.checkoutId) : undefined;
        if (payment && checkout && payment.status === 'pending') {
          await applyChargeOutcome(
            deps,
            payment,
            checkout,
            event.type === 'payment_intent.succeeded'
              ? { status: 'succeeded', chargeId: intent.id }
              : {
                  status: 'declined',
                  chargeId: intent.id,
                  reason: event.type === 'payment_intent.canceled' ? 'canceled' : declineReasonOf(intent.last_payment_error ?? {}),
                },
          );
        }
      }
      if (event.type === 'account.updated') {
        // A connected account's onboarding moved on (decision 088): stored as of the event's time, so a repeat or a late one changes nothing.
        await recordRecipientState(deps, recipientStateOf(event.data.object), new Date(event.created * 1000));
      }
      return { received: true as const };
    },
  );
};
