import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  LISTING_REPORT_REASONS,
  LISTING_REPORT_STATUSES,
  type TListingReportReason,
  type TListingReportStatus,
} from '@app/shared/listing-reports/listing-reports.schema';
import { accounts } from './accounts';
import { listings } from './listings';
import { stateEventsTable } from './state-events';

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A report on a listing (decision 082): by a signed-in reader (one open report per account and
 * listing) or a visitor (an email if they gave one). Open until an admin dismisses it or takes
 * the listing down (actioned); its moves are logged in listing_report_events.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterAccountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    /** A visitor's email to be reached at; null for a signed-in reporter (their account's) or none given. */
    email: text(),
    reason: text().$type<TListingReportReason>().notNull(),
    details: text(),
    locale: text(),
    requestId: text(),
    status: text().$type<TListingReportStatus>().notNull().default('open'),
    /** The admin's note when it was closed, who, and when. */
    closeNote: text(),
    closedByAccountId: uuid(),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_reports_reason_check', sql`${t.reason} in (${listOf(LISTING_REPORT_REASONS)})`),
    check('listing_reports_status_check', sql`${t.status} in (${listOf(LISTING_REPORT_STATUSES)})`),
    uniqueIndex('listing_reports_open_per_account_unique')
      .on(t.listingId, t.reporterAccountId)
      .where(sql`${t.status} = 'open' and ${t.reporterAccountId} is not null`),
    index('listing_reports_status_listing_idx').on(t.status, t.listingId, t.createdAt),
  ],
);

/** A report's log: opened, dismissed or actioned (who, why, when). */
export const listingReportEvents = stateEventsTable('listing_report_events');
