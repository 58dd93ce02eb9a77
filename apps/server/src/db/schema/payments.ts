import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stateEventsTable } from './state-events';
import type { TNextAction, TProductLine } from '@app/shared/payments/payments.schema';

/** A provider-side customer for an account (Stripe customer, or the demo provider's). */
export const paymentCustomers = pgTable('payment_customers', {
  accountId: uuid()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  customerRef: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved cards: the provider's token plus what may be shown (brand, last four, expiry, billing
 * address). Never the number or the security code. Removed cards stay for past receipts.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    cardToken: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    cardholderName: text().notNull(),
    street: text().notNull(),
    apt: text(),
    city: text().notNull(),
    state: text().notNull(),
    postalCode: text().notNull(),
    country: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('payment_cards_account_idx').on(t.accountId),
    uniqueIndex('payment_cards_one_default')
      .on(t.accountId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/** A priced purchase (listing plan, membership, booking deposit, service order) awaiting payment. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productKind: text().notNull(),
    productRef: text().notNull(),
    productOptions: jsonb()
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    description: text().notNull(),
    /** The description as a translation key and values, for the reader's language. */
    line: jsonb().$type<TProductLine>(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** The ledger account the selling module credits when this is paid. */
    creditAccount: text().notNull(),
    /** A coupon's code and what it took off `amount` (docs/decisions/077-coupons.md); null without one. */
    discountCode: text(),
    discountAmount: bigint({ mode: 'number' }),
    status: text().notNull().default('open'),
    paymentId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('checkouts_account_idx').on(t.accountId, t.createdAt)],
);

export const receiptNumbers = pgSequence('receipt_number_seq', { startWith: 1001 });

/**
 * Charges. (account, idempotency key) is unique: a retried request finds its first attempt
 * instead of charging again. A checkout has at most one payment that is not 'failed': the
 * insert of the pending payment claims the checkout before the processor is asked to charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    checkoutId: uuid().references(() => checkouts.id, { onDelete: 'set null' }),
    idempotencyKey: text().notNull(),
    provider: text().notNull(),
    providerChargeId: text(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    status: text().notNull().default('pending'),
    description: text().notNull(),
    line: jsonb().$type<TProductLine>(),
    productKind: text().notNull(),
    /** The checkout's coupon and what it took off (`amount` is what was charged), for the receipt. */
    discountCode: text(),
    discountAmount: bigint({ mode: 'number' }),
    /** card | alipay | wechat_pay | paypal (TPaymentMethodKind). */
    method: text().notNull().default('card'),
    /** For a wallet the payer approves: the processor's intent, and what the payer does next while it waits. */
    providerIntentId: text(),
    nextAction: jsonb().$type<TNextAction>(),
    cardId: uuid().references(() => paymentCards.id, { onDelete: 'set null' }),
    cardBrand: text(),
    cardLast4: text(),
    billedName: text().notNull(),
    billedEmail: text().notNull(),
    failureCode: text(),
    receiptNumber: text().unique(),
    /**
     * When a request last asked the processor to charge (the database's clock), set just before the
     * call. Reconciliation voids an unheard-of charge only a full `reconcileAfterMs` after it.
     */
    chargeAskedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_idempotency').on(t.accountId, t.idempotencyKey),
    index('payments_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('payments_one_live_per_checkout')
      .on(t.checkoutId)
      .where(sql`${t.status} <> 'failed'`),
    // The processor's notice of an approval (webhook, demo confirmation) names its intent.
    uniqueIndex('payments_provider_intent').on(t.provider, t.providerIntentId),
    // What reconciliation sweeps: payments still pending, oldest first.
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Refunds of a payment; (payment, idempotency key) is unique for the same reason. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    reason: text(),
    status: text().notNull().default('pending'),
    providerRefundId: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_idempotency').on(t.paymentId, t.idempotencyKey)],
);

/** A balanced group of ledger entries: one money movement (a capture, a refund, a payout). */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid().primaryKey().defaultRandom(),
  kind: text().notNull(),
  paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
  refundId: uuid().references(() => refunds.id, { onDelete: 'set null' }),
  memo: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Double-entry lines; each transaction's lines sum to zero per currency. Balances are sums. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    transactionId: uuid()
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'cascade' }),
    account: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.account, t.currency), index('ledger_entries_transaction_idx').on(t.transactionId)],
);

/** Professionals' bank accounts for payouts; the account number is encrypted at rest. */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'us' (ABA routing number, account type) or 'iban' (IBAN sealed as the account number, BIC). */
    kind: text().notNull().default('us'),
    name: text().notNull(),
    /** The account holder (spec: holder name); migration 0018 set it to the name on account before. */
    holderName: text().notNull().default(''),
    accountType: text(),
    accountNumberCiphertext: text().notNull(),
    accountLast4: text().notNull(),
    routingNumber: text(),
    bic: text(),
    street: text().notNull(),
    apt: text(),
    city: text().notNull(),
    state: text(),
    postalCode: text().notNull(),
    country: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('payout_methods_account_idx').on(t.accountId)],
);

/**
 * A professional's account at the processor that receives their payouts (decision 088): on Stripe
 * an Express connected account, made once per account, and what Stripe last told us of it
 * (`account.updated`, or a read on return from onboarding). Payouts go to it once payouts are enabled.
 */
export const payoutConnections = pgTable(
  'payout_connections',
  {
    accountId: uuid()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The processor that keeps it ('stripe'). */
    provider: text().notNull(),
    /** Stripe's connected account id (acct_…). */
    recipientRef: text().notNull(),
    detailsSubmitted: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    /** When Stripe's state stored here was true (the event's time): older news never overwrites newer. */
    stateAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_connections_recipient').on(t.provider, t.recipientRef)],
);

/**
 * What happened to each payout connection (entity: the account id): made ('connect', by the
 * professional) and each state the processor reported that was stored ('processor_news' from its
 * webhook, 'refresh' on return from onboarding), statuses not_started / in_review / ready.
 */
export const payoutConnectionEvents = stateEventsTable('payout_connection_events');
