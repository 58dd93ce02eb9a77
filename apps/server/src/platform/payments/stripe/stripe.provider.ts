import Stripe from 'stripe';
import { assertMinorUnits, CardRejectedError, type PaymentProvider, type TokenizedCard } from '../payment-provider';
import { approvalStateOf } from './stripe-approvals';
import { createStripeOnboarding } from './stripe-connect';
import { createConnectTransfer, outcomeOfTransfer } from './stripe-transfers';
import { declineReasonOf, isCardError, outcomeOfIntent } from './stripe-declines';

export type StripeProviderOptions = {
  secretKey: string;
  /** Where the API lives, e.g. 'http://127.0.0.1:12111' for a local peer; Stripe's own by default. */
  apiBase?: string | undefined;
};

/** A client pointed at `apiBase` when given. Retries are safe: every write carries an idempotency key. */
export function createStripeClient({ secretKey, apiBase }: StripeProviderOptions): Stripe {
  // 12 s a try, 3 tries: a charge asked within its 10-second window is over well before reconciliation (60 s) may void it.
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 12_000, appInfo: { name: 'terranest' } };
  if (apiBase) {
    const url = new URL(apiBase);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    if (url.port) config.port = url.port;
  }
  return new Stripe(secretKey, config);
}

function tokenOf(method: Stripe.PaymentMethod): TokenizedCard {
  if (!method.card) throw new Error(`Stripe PaymentMethod ${method.id} is a ${method.type}, not a card`);
  return {
    token: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/**
 * The port on Stripe: customers, PaymentMethods attached to them, off-session PaymentIntents
 * confirmed at once, refunds, Connect onboarding and transfers for payouts. Card errors become CardRejectedError (saving) or declined
 * outcomes (charging); anything else Stripe or the network throws is rethrown as is.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    onboarding: createStripeOnboarding(stripe),

    async createCustomer({ accountId, email, name }) {
      const customer = await stripe.customers.create({ email, name, metadata: { accountId } });
      return customer.id;
    },

    async saveCard(customerRef, card) {
      // Card digits never go to Stripe from here: Stripe.js collects them in the browser and
      // hands us a PaymentMethod (PCI SAQ A). Digits reaching this point are a caller's bug.
      if (!('paymentMethodId' in card)) throw new Error('Stripe takes cards from Stripe.js only: a PaymentMethod id, never card digits');
      try {
        const method = await stripe.paymentMethods.attach(card.paymentMethodId, { customer: customerRef });
        return tokenOf(method);
      } catch (err) {
        if (isCardError(err)) throw new CardRejectedError(declineReasonOf(err), err.message);
        throw err;
      }
    },

    async removeCard(customerRef, cardToken) {
      const method = await stripe.paymentMethods.retrieve(cardToken);
      const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      if (owner === null) return; // already detached
      if (owner !== customerRef) throw new Error(`PaymentMethod ${cardToken} does not belong to customer ${customerRef}`);
      await stripe.paymentMethods.detach(cardToken);
    },

    async charge({ customerRef, cardToken, amount, currency, description, idempotencyKey }) {
      assertMinorUnits(amount);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: currency.toLowerCase(),
            customer: customerRef,
            payment_method: cardToken,
            // Cards only: a redirect-based method would need a return_url, and nobody is there to follow it.
            allowed_payment_method_types: ['card'],
            confirm: true,
            off_session: true,
            description,
            // Lets the webhook match an intent to our payment if our own request never heard back.
            metadata: { reference: idempotencyKey },
          },
          { idempotencyKey },
        );
        return outcomeOfIntent(intent);
      } catch (err) {
        if (!isCardError(err)) throw err;
        return { status: 'declined', chargeId: err.payment_intent?.id ?? null, reason: declineReasonOf(err) };
      }
    },

    async findCharge({ customerRef, idempotencyKey, since }) {
      // Listing is read-after-write consistent (search can lag a minute): the customer's intents
      // created since the payment (five minutes' slack for clocks), matched by our reference.
      const created = { gte: Math.floor(since.getTime() / 1000) - 300 };
      for await (const intent of stripe.paymentIntents.list({ customer: customerRef, created, limit: 100 })) {
        if (intent.metadata?.reference === idempotencyKey) return outcomeOfIntent(intent);
      }
      return { status: 'not_found' as const };
    },

    async startApproval({ method, customerRef, amount, currency, description, idempotencyKey, returnUrl }) {
      assertMinorUnits(amount);
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          customer: customerRef,
          description,
          // The one wallet the payer chose (the API version this client pins calls the list
          // allowed_payment_method_types; older ones payment_method_types), its PaymentMethod made here.
          allowed_payment_method_types: [method],
          payment_method_data: { type: method },
          // WeChat Pay in a browser: Stripe answers with the code to scan (wechat_pay_display_qr_code).
          ...(method === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' as const } } } : {}),
          confirm: true,
          return_url: returnUrl,
          metadata: { reference: idempotencyKey },
        },
        { idempotencyKey },
      );
      return approvalStateOf(intent);
    },

    async approvalState(intentId) {
      return approvalStateOf(await stripe.paymentIntents.retrieve(intentId));
    },

    async cancelApproval(intentId) {
      try {
        const state = approvalStateOf(await stripe.paymentIntents.cancel(intentId));
        if (state.status === 'requires_action') throw new Error(`Stripe PaymentIntent ${intentId} still waits after cancel`);
        return state;
      } catch (err) {
        // Too late to cancel (the payer approved, or it is already over): its final state decides.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError) || err.code !== 'payment_intent_unexpected_state') throw err;
        const state = approvalStateOf(await stripe.paymentIntents.retrieve(intentId));
        if (state.status === 'requires_action') throw err;
        return state;
      }
    },

    async refund({ chargeId, amount, idempotencyKey }) {
      assertMinorUnits(amount);
      const refund = await stripe.refunds.create({ payment_intent: chargeId, amount }, { idempotencyKey });
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? 'no reason given'}`);
      }
      return { refundId: refund.id };
    },

    transfer: (input) => createConnectTransfer(stripe, input),

    async transferState(transferId) {
      return outcomeOfTransfer(await stripe.transfers.retrieve(transferId));
    },
  };
}
