import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TListingTranslation } from '@app/shared/orders/media-delivery.schema';
import type { TOrderAddress, TOrderLine } from '@app/shared/orders/orders.schema';
import {
  ORDER_STATUS_IDS,
  SERVICE_KIND_IDS,
  type TAppraisalTypeId,
  type TOrderStatusId,
  type TServiceKindId,
} from '@app/shared/reference/orders';
import type { TPropertySizeRangeId } from '@app/shared/services/service-terms';
import { DISPUTE_STATUSES, type TDisputeStatus } from '@app/shared/orders/disputes.schema';
import { accounts } from './accounts';
import { listings } from './listings';
import { stateEventsTable } from './state-events';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An appraisal, inspection or media order (spec section 3; decision 071). Created when its checkout
 * is paid (pending); its log is service_order_events, and `status` is always the last entry's.
 * `dueAt` is the due-time rules' answer as of the last move (the expiry job's sweep reads it).
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: bigint({ mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100_001 }),
    kind: text().$type<TServiceKindId>().notNull(),
    customerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    address: jsonb().$type<TOrderAddress>().notNull(),
    appraisalType: text().$type<TAppraisalTypeId>(),
    sizeRange: text().$type<TPropertySizeRangeId>(),
    lines: jsonb().$type<TOrderLine[]>().notNull(),
    totalTimeDays: smallint(),
    revisedTimeFrame: smallint(),
    priceMinor: integer().notNull(),
    currency: text().notNull(),
    paymentId: uuid().notNull(),
    status: text().$type<TOrderStatusId>().notNull().default('pending'),
    dueAt: timestamp({ withTimezone: true }),
    /** The delivered report or media: a private media row of the provider's. */
    fileMediaId: uuid(),
    /** A listing translation's delivered text, written into the listing on completion (decision 073). */
    translation: jsonb().$type<TListingTranslation[]>(),
    /** Set once, in the transaction that pays the provider through the ledger. */
    paidOutAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_orders_kind_check', sql`${t.kind} in (${listOf(SERVICE_KIND_IDS)})`),
    check('service_orders_status_check', sql`${t.status} in (${listOf(ORDER_STATUS_IDS)})`),
    uniqueIndex('service_orders_payment_unique').on(t.paymentId),
    index('service_orders_customer_idx').on(t.customerAccountId, t.updatedAt),
    index('service_orders_provider_idx').on(t.providerAccountId, t.updatedAt),
    index('service_orders_listing_idx').on(t.listingId),
    index('service_orders_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('pending', 'accepted', 'in-progress')`),
  ],
);

/** An order's log (spec: log entries of date, status, reason), appended by every move. */
export const serviceOrderEvents = stateEventsTable('service_order_events');

/** The customer's one review of a completed order, and the provider's one answer. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    professionalAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    stars: smallint().notNull(),
    text: text().notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_reviews_stars_check', sql`${t.stars} between 1 and 5`),
    uniqueIndex('order_reviews_order_unique').on(t.orderId),
    index('order_reviews_professional_idx').on(t.professionalAccountId, t.createdAt),
  ],
);

/**
 * A dispute on a service order (decision 079): one per order, opened by its customer or provider,
 * resolved by an admin with a refund or without; its moves are logged in order_dispute_events.
 */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => serviceOrders.id, { onDelete: 'cascade' }),
    openedByAccountId: uuid().notNull(),
    /** customer | provider */
    openedBy: text().notNull(),
    reason: text().notNull(),
    status: text().$type<TDisputeStatus>().notNull().default('open'),
    /** The refund the admin decided, in the order's currency's minor units; null for none. */
    refundMinor: integer(),
    resolutionReason: text(),
    resolvedByAccountId: uuid(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_disputes_status_check', sql`${t.status} in (${listOf(DISPUTE_STATUSES)})`),
    check('order_disputes_opened_by_check', sql`${t.openedBy} in ('customer', 'provider')`),
    uniqueIndex('order_disputes_order_unique').on(t.orderId),
    index('order_disputes_status_idx').on(t.status, t.createdAt),
  ],
);

/** A dispute's log: opened, resolved (who, why, when). */
export const orderDisputeEvents = stateEventsTable('order_dispute_events');
