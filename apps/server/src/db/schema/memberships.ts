import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MEMBERSHIP_PLAN_IDS, type TBillingPeriod, type TMembershipPlanId } from '@app/shared/constants/membership';
import { BILLING_CYCLES } from '@app/shared/professionals/membership.schema';
import { MEMBERSHIP_STATUSES, type TMembershipStatus } from '@app/shared/professionals/membership-transitions';
import { accounts } from './accounts';
import { checkouts, paymentCards, payments } from './payments';
import { stateEventsTable } from './state-events';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A professional's membership plan (spec sections 3, 6, 9; decision 062): one plan and billing cycle
 * from `startedAt` (which the postal-code allowance grows from) until it expires; a new plan is a
 * new row. At most one running (active or past-due) membership per account.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text().$type<TMembershipPlanId>().notNull(),
    cycle: text().$type<TBillingPeriod>().notNull(),
    status: text().$type<TMembershipStatus>().notNull().default('active'),
    autoRenew: boolean().notNull().default(true),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    /** The next billing date while auto-renew is on; the expiration otherwise. */
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    /** Set while past due: when the membership expires unless the renewal gets paid. */
    graceEndsAt: timestamp({ withTimezone: true }),
    /** The saved card renewals charge, and what the dashboard shows of it. */
    cardId: uuid().references(() => paymentCards.id, { onDelete: 'set null' }),
    cardBrand: text(),
    cardLast4: text(),
    cardExpMonth: smallint(),
    cardExpYear: smallint(),
    /** The payment that started it; null for one given by a buy-one-get-one code. */
    paymentId: uuid().references(() => payments.id),
    promotional: boolean().notNull().default(false),
    /** The period end whose renewal notice was mailed (once per period). */
    renewalNoticeFor: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('memberships_plan_check', sql`${t.plan} in (${listOf(MEMBERSHIP_PLAN_IDS)})`),
    check('memberships_cycle_check', sql`${t.cycle} in (${listOf(BILLING_CYCLES)})`),
    check('memberships_status_check', sql`${t.status} in (${listOf(MEMBERSHIP_STATUSES)})`),
    uniqueIndex('memberships_one_running_per_account')
      .on(t.accountId)
      .where(sql`${t.status} <> 'expired'`),
    uniqueIndex('memberships_payment_unique').on(t.paymentId),
    index('memberships_account_idx').on(t.accountId, t.createdAt),
    index('memberships_period_end_idx').on(t.status, t.currentPeriodEnd),
  ],
);

export const membershipEvents = stateEventsTable('membership_events');

/**
 * One renewal of one period: created once per (membership, period end), with the one checkout its
 * attempts pay, so a period is charged at most once whatever the retries (one live payment per
 * checkout). `nextAttemptAt` is the job's lease and retry schedule.
 */
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    id: uuid().primaryKey().defaultRandom(),
    membershipId: uuid()
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The end of the period being renewed (the next period starts here). */
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    checkoutId: uuid().references(() => checkouts.id),
    /** Attempts whose idempotency key is spent (declined or voided); the next attempt's key counts on. */
    attempt: integer().notNull().default(0),
    status: text().notNull().default('due'),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('membership_renewals_status_check', sql`${t.status} in ('due', 'paid', 'abandoned')`),
    uniqueIndex('membership_renewals_one_per_period').on(t.membershipId, t.periodEnd),
    index('membership_renewals_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A postal code a professional serves (spec: service postal codes; several countries). Keyed by
 * account so the directory can join it; kept while a membership lapses, counted against the next.
 */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2. */
    country: text().notNull(),
    /** Normalised: trimmed, upper case, single spaces. */
    postalCode: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_areas_account_code_unique').on(t.accountId, t.country, t.postalCode),
    index('service_areas_code_idx').on(t.country, t.postalCode),
  ],
);

/**
 * Buy-one-get-one codes (spec section 9; decision 062): one per Annual Plus purchase, given to its
 * buyer to pass on; redeemed once, by a new user, for a free Annual Plus.
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    buyerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The Annual Plus payment that earned it: one code per purchase. */
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    redeemedByAccountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    redeemedAt: timestamp({ withTimezone: true }),
    redeemedMembershipId: uuid().references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_codes_code_unique').on(t.code),
    uniqueIndex('promotion_codes_payment_unique').on(t.paymentId),
    uniqueIndex('promotion_codes_redeemer_unique').on(t.redeemedByAccountId),
    index('promotion_codes_buyer_idx').on(t.buyerAccountId),
  ],
);
