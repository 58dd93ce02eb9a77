import type Stripe from 'stripe';
import type { RecipientOnboarding, RecipientState } from '../payment-provider';

/**
 * The platform's own country: Stripe calls a payout to a connected account elsewhere cross-border,
 * and those go only to accounts under the recipient service agreement (decision 088).
 */
const PLATFORM_COUNTRY = 'US';

/** The Idempotency-Key of a provider's connected account: one account per provider, however often asked. */
export const connectedAccountKey = (accountId: string) => `connect-account:${accountId}`;

/** What a connected account's state means for payouts. */
export function recipientStateOf(account: Stripe.Account): RecipientState {
  return { recipientRef: account.id, detailsSubmitted: account.details_submitted, payoutsEnabled: account.payouts_enabled };
}

/**
 * Stripe Connect onboarding: an Express connected account per provider (Stripe collects their
 * identity and bank account on its own pages, reached through an Account Link), able to receive
 * transfers; payouts then go to it (stripe-transfers.ts).
 */
export function createStripeOnboarding(stripe: Stripe): RecipientOnboarding {
  return {
    async createRecipient({ accountId, email, country }) {
      const countryCode = country.toUpperCase();
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: countryCode,
          email,
          capabilities: { transfers: { requested: true } },
          ...(countryCode !== PLATFORM_COUNTRY ? { tos_acceptance: { service_agreement: 'recipient' } } : {}),
          metadata: { accountId },
        },
        { idempotencyKey: connectedAccountKey(accountId) },
      );
      return account.id;
    },

    async onboardingLink({ recipientRef, refreshUrl, returnUrl }) {
      const link = await stripe.accountLinks.create({
        account: recipientRef,
        type: 'account_onboarding',
        refresh_url: refreshUrl,
        return_url: returnUrl,
      });
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async recipientState(recipientRef) {
      return recipientStateOf(await stripe.accounts.retrieve(recipientRef));
    },
  };
}
