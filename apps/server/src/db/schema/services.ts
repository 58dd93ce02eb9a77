import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INSPECTION_ITEM_IDS, MEDIA_SERVICE_IDS, type TInspectionItemId, type TMediaServiceId } from '@app/shared/reference/orders';
import { PROPERTY_SIZE_RANGE_IDS, type TPropertySizeRangeId } from '@app/shared/services/service-terms';
import { accounts } from './accounts';
import { stateEventsTable } from './state-events';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const owner = () =>
  uuid()
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/**
 * An appraiser's appraisal service (spec sections 3 and 5; decision 069): one property size range,
 * priced for at least one appraisal type, each type a price (minor units of `currency`) and a lead
 * time in days, both or neither. One service per size range per provider.
 */
export const appraisalServices = pgTable(
  'appraisal_services',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: owner(),
    sizeRange: text().$type<TPropertySizeRangeId>().notNull(),
    currency: text().notNull(),
    desktopPrice: integer(),
    desktopLeadTime: smallint(),
    driveByPrice: integer(),
    driveByLeadTime: smallint(),
    fullPrice: integer(),
    fullLeadTime: smallint(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appraisal_services_size_range_check', sql`${t.sizeRange} in (${listOf(PROPERTY_SIZE_RANGE_IDS)})`),
    check(
      'appraisal_services_terms_paired',
      sql`(${t.desktopPrice} is null) = (${t.desktopLeadTime} is null) and (${t.driveByPrice} is null) = (${t.driveByLeadTime} is null) and (${t.fullPrice} is null) = (${t.fullLeadTime} is null)`,
    ),
    check('appraisal_services_one_type', sql`${t.desktopPrice} is not null or ${t.driveByPrice} is not null or ${t.fullPrice} is not null`),
    uniqueIndex('appraisal_services_account_size_unique').on(t.accountId, t.sizeRange),
  ],
);

/** An inspector's price and lead time (days) for one inspection item. One per item per provider. */
export const inspectionServices = pgTable(
  'inspection_services',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: owner(),
    item: text().$type<TInspectionItemId>().notNull(),
    currency: text().notNull(),
    price: integer().notNull(),
    leadTime: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('inspection_services_item_check', sql`${t.item} in (${listOf(INSPECTION_ITEM_IDS)})`),
    uniqueIndex('inspection_services_account_item_unique').on(t.accountId, t.item),
  ],
);

/** A media specialist's price and time frame (days) for one media service. One per kind per provider. */
export const mediaServices = pgTable(
  'media_services',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: owner(),
    service: text().$type<TMediaServiceId>().notNull(),
    currency: text().notNull(),
    price: integer().notNull(),
    timeFrame: smallint().notNull(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('media_services_service_check', sql`${t.service} in (${listOf(MEDIA_SERVICE_IDS)})`),
    uniqueIndex('media_services_account_service_unique').on(t.accountId, t.service),
  ],
);

/** One row per service set up, changed or removed (entity: the service; data: its kind). */
export const serviceEvents = stateEventsTable('service_events');
