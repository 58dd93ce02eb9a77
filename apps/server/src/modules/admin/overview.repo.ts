import { AWAITING_REVIEW } from '@app/shared/professionals/profile-transitions';
import { count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { listingReports, listings, offers, outbox, payments, professionalProfiles, refunds } from '../../db/schema/index';

async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The admin overview's counts, read straight from each capability's table: a read-only report
 * across modules (decision 066), the one place that reads tables it does not own.
 */
export async function countOverview(db: DbOrTx, since: Date) {
  const [newListings, newOffers, paymentCount, refundCount, waiting, failedDeliveries, openReports] = await Promise.all([
    countWhere(db, listings, gte(listings.createdAt, since)),
    countWhere(db, offers, gte(offers.createdAt, since)),
    countWhere(db, payments, gte(payments.createdAt, since)),
    countWhere(db, refunds, gte(refunds.createdAt, since)),
    db
      .select({ submittedAt: professionalProfiles.submittedAt })
      .from(professionalProfiles)
      .where(inArray(professionalProfiles.status, [...AWAITING_REVIEW])),
    countWhere(db, outbox, eq(outbox.status, 'failed')),
    countWhere(db, listingReports, eq(listingReports.status, 'open')),
  ]);
  return { newListings, newOffers, payments: paymentCount, refunds: refundCount, waiting, failedDeliveries, openReports };
}
