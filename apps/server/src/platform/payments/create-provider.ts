import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { demoConfirmPath } from './demo/demo-approvals';
import { createDemoProvider } from './demo/demo.provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe/stripe.provider';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the embedded demo processor (its own tables in the
 * app's database). One provider per process: saved cards and charges belong to the one that made them.
 */
export function createPaymentProvider(config: AppConfig, db: Db, options: { fingerprintKey: string }): PaymentProvider {
  if (config.stripe.secretKey) return createStripeProvider({ secretKey: config.stripe.secretKey, apiBase: config.stripe.apiBase });
  return createDemoProvider(db, {
    fingerprintKey: options.fingerprintKey,
    confirmUrl: (intentId) => `${config.publicUrl}${demoConfirmPath(intentId)}`,
  });
}
