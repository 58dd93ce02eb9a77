import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { checkouts, payments } from './payments';

/**
 * A coupon (docs/decisions/077-coupons.md): a percent or an amount off a listing plan or a
 * membership, between two UTC days, up to `maxUses` purchases (null: no limit), once per account
 * unless the admin said otherwise. Codes are stored upper-case, unique.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    percentOff: integer(),
    amountOff: bigint({ mode: 'number' }),
    currency: text(),
    /** any | listing-plan | membership-plan */
    appliesTo: text().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    maxUses: integer(),
    oncePerAccount: boolean().notNull().default(true),
    createdBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check(
      'coupons_one_discount',
      sql`(${t.percentOff} between 1 and 100 and ${t.amountOff} is null) or (${t.percentOff} is null and ${t.amountOff} > 0 and ${t.currency} is not null)`,
    ),
  ],
);

/**
 * A coupon's use by a checkout: 'held' while the checkout waits for payment (it counts against
 * the limit until `holdUntil`), 'redeemed' in the payment's own transaction, 'released' when the
 * checkout was replaced. One row per checkout, so a retried payment never redeems twice.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    checkoutId: uuid()
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    status: text().notNull().default('held'),
    /** The price before the discount, and the discount, in cents of `currency`. */
    listAmount: bigint({ mode: 'number' }).notNull(),
    discountAmount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    holdUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_checkout_key').on(t.checkoutId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
    index('coupon_redemptions_account_idx').on(t.accountId, t.couponId),
  ],
);
