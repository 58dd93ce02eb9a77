import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The demo payment provider's own books (it stands in for a card processor): customers, card
 * tokens, charges and refunds. Only platform/payments/demo touches these tables.
 */
export const demoCustomers = pgTable('demo_customers', {
  id: text().primaryKey(),
  email: text().notNull(),
  name: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const demoCards = pgTable(
  'demo_cards',
  {
    token: text().primaryKey(),
    customerId: text()
      .notNull()
      .references(() => demoCustomers.id, { onDelete: 'cascade' }),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    /** SHA-256 of the number, so the provider can tell test cards apart without keeping them. */
    fingerprint: text().notNull(),
    /** What the test number makes this card do when charged (succeed, decline …). */
    behaviour: text().notNull(),
    detachedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_cards_customer_idx').on(t.customerId)],
);

export const demoCharges = pgTable(
  'demo_charges',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    customerId: text().notNull(),
    cardToken: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** authorized | captured | declined | cancelled */
    status: text().notNull(),
    capturedAmount: bigint({ mode: 'number' }).notNull().default(0),
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    declineCode: text(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_charges_idempotency').on(t.idempotencyKey)],
);

export const demoRefunds = pgTable(
  'demo_refunds',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    chargeId: text()
      .notNull()
      .references(() => demoCharges.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_refunds_idempotency').on(t.idempotencyKey)],
);

/**
 * Payments the payer approves on the demo processor's own confirmation page (Alipay, WeChat Pay,
 * PayPal simulated): the intent waits for approval until `expiresAt`; approving it captures a
 * charge in demo_charges (same idempotency key), so refunds and look-ups work as for cards.
 * The id is unguessable: the confirmation page (and the WeChat code that opens it) needs no sign-in.
 */
export const demoIntents = pgTable(
  'demo_intents',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    customerId: text()
      .notNull()
      .references(() => demoCustomers.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    /** Where the payer goes back to after approving or cancelling. */
    returnUrl: text().notNull(),
    /** requires_action | succeeded | canceled */
    status: text().notNull(),
    /** The captured charge once approved. */
    chargeId: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_intents_idempotency').on(t.idempotencyKey)],
);

/**
 * Transfers out to a bank account (a provider's payout): one per idempotency key. `status` is
 * 'sent' until `arrivesAt`, then 'paid'; or 'failed' at once for Stripe's failing test account
 * number (last four 1116: "no_account").
 */
export const demoTransfers = pgTable(
  'demo_transfers',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    destinationKind: text().notNull(),
    destinationLast4: text().notNull(),
    status: text().notNull(),
    failureCode: text(),
    arrivesAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demo_transfers_idempotency').on(t.idempotencyKey)],
);
