import type { Db } from '../../../db/client';
import { isForeignKeyViolation } from '../../../db/errors';
import { CardRejectedError, type PaymentProvider } from '../payment-provider';
import { fingerprintOf, validateCard } from './card-rules';
import { cancelDemoApproval, findIntent, startDemoApproval, stateOf, type ConfirmUrl } from './demo-approvals';
import { chargeCard, demoId, findCharge, refundCharge } from './demo-ledger';
import { demoTransferState, sendDemoTransfer } from './demo-transfers';
import { detachCard, insertCard, insertCustomer } from './demo.repo';
import { behaviourOf } from './test-cards';

export type DemoProviderOptions = {
  /** Key of the card fingerprints (derived from APP_SECRET). */
  fingerprintKey: string;
  /** The processor's clock (expiry checks, row times); tests pin it. */
  now?: () => Date;
  /** Where the payer approves a wallet payment: the demo confirmation page for an intent. */
  confirmUrl: ConfirmUrl;
  /** How long a payout takes to arrive after it is sent (0: at once, the default). */
  transferArrivalMs?: number;
};

/**
 * The embedded card processor: a real ledger in its own tables (demo_customers, demo_cards,
 * demo_charges, demo_refunds) that validates cards like a processor, answers Stripe's test
 * numbers the way Stripe does, and never stores a card number or security code. Wallet payments
 * (Alipay, WeChat Pay, PayPal) wait in demo_intents for the payer's approval on the demo
 * confirmation page (demo-approvals.ts), the step Stripe hands to the wallet. Payouts to bank
 * accounts are demo_transfers (demo-transfers.ts).
 */
export function createDemoProvider(db: Db, options: DemoProviderOptions): PaymentProvider {
  const now = options.now ?? (() => new Date());
  return {
    kind: 'demo',

    async createCustomer({ email, name }) {
      const id = demoId('cus_demo');
      await insertCustomer(db, { id, email, name, createdAt: now() });
      return id;
    },

    async saveCard(customerRef, card) {
      // A PaymentMethod id is Stripe's; this processor never made one.
      if ('paymentMethodId' in card) throw new CardRejectedError('card_declined', `No such PaymentMethod: ${card.paymentMethodId}`);
      // Refusals (number, expiry, CVC length) happen here; issuer declines wait for the charge.
      const valid = validateCard(card, now());
      const token = demoId('card_demo');
      const last4 = valid.digits.slice(-4);
      // An unknown customer fails the insert (its foreign key): one statement either way.
      await insertCard(db, {
        token,
        customerId: customerRef,
        brand: valid.brand,
        last4,
        expMonth: valid.expMonth,
        expYear: valid.expYear,
        fingerprint: fingerprintOf(valid.digits, options.fingerprintKey),
        behaviour: behaviourOf(valid.digits),
        createdAt: now(),
      }).catch((err: unknown) => {
        if (isForeignKeyViolation(err)) throw new Error(`No such customer: ${customerRef}`, { cause: err });
        throw err;
      });
      return { token, brand: valid.brand, last4, expMonth: valid.expMonth, expYear: valid.expYear };
    },

    async removeCard(customerRef, cardToken) {
      // Detaching twice is harmless; detaching someone else's card is not allowed.
      const found = await detachCard(db, customerRef, cardToken, now());
      if (!found) throw new Error(`No such card ${cardToken} for customer ${customerRef}`);
    },

    charge: (input) => chargeCard(db, input, now()),

    findCharge: ({ idempotencyKey }) => findCharge(db, idempotencyKey),

    refund: (input) => refundCharge(db, input, now()),

    startApproval: (input) => startDemoApproval(db, input, now(), options.confirmUrl),

    async approvalState(intentId) {
      const row = await findIntent(db, intentId);
      if (!row) throw new Error(`No such intent: ${intentId}`);
      return stateOf(row, options.confirmUrl, now());
    },

    cancelApproval: (intentId) => cancelDemoApproval(db, intentId, now()),

    transfer: (input) => sendDemoTransfer(db, input, now(), options.transferArrivalMs ?? 0),

    transferState: (transferId) => demoTransferState(db, transferId, now()),
  };
}
