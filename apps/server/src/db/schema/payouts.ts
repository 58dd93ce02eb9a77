import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { payoutMethods } from './payments';
import { stateEventsTable } from './state-events';

/**
 * Transfers of a provider's payable balance to their payout method (docs/decisions/087-payout-run.md).
 * The row and the ledger's move to `payouts-in-transit` are written in one transaction; the processor
 * is asked after commit with `idempotency_key` (one per attempt), so a retry, a sweep after a crash
 * or two runs at once pay once. One payout per provider, currency and run; and never two open
 * (pending or sent) for one provider and currency.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    payoutMethodId: uuid().references(() => payoutMethods.id, { onDelete: 'set null' }),
    /** The method as it was when paid: 'us' (ACH) or 'iban' (SWIFT/SEPA), and the account's last four. */
    methodKind: text().notNull(),
    methodLast4: text().notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** pending | sent | paid | failed */
    status: text().notNull().default('pending'),
    /** Why it failed (TPayoutFailure), while failed. */
    failureReason: text(),
    /** The processor's transfer, once it took it. */
    transferId: text(),
    /** The run that booked it (its UTC day for the scheduled run). */
    runKey: text().notNull(),
    /** The processor's idempotency key of the current attempt: `payout:{id}:{attempt}`. */
    idempotencyKey: text().notNull(),
    attempts: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the processor was last asked (or the row claimed by a sweep); the sweep's lease runs from here. */
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_one_per_run').on(t.providerAccountId, t.currency, t.runKey),
    uniqueIndex('payouts_idempotency').on(t.idempotencyKey),
    uniqueIndex('payouts_one_open')
      .on(t.providerAccountId, t.currency)
      .where(sql`${t.status} in ('pending', 'sent')`),
    index('payouts_provider_idx').on(t.providerAccountId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_status_known', sql`${t.status} in ('pending', 'sent', 'paid', 'failed')`),
    check('payouts_method_kind', sql`${t.methodKind} in ('us', 'iban')`),
  ],
);

/** Each payout's moves (booked, sent, paid, failed, retried), written with the move. */
export const payoutEvents = stateEventsTable('payout_events');
