import { LISTING_REPORT_GROUPS_PAGE_SIZE } from '@app/shared/listing-reports/listing-reports.schema';
import { and, count, countDistinct, desc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, listingReportEvents, listingReports } from '../../db/schema/index';

export type ListingReportRow = typeof listingReports.$inferSelect;

export const listingReportStateTables = { table: listingReports, events: listingReportEvents };

/**
 * Files a report with its first log entry; undefined when this account already has an open
 * report on the listing (the partial unique index decides, so two clicks cannot file two).
 */
export async function insertListingReport(db: DbOrTx, values: typeof listingReports.$inferInsert): Promise<ListingReportRow | undefined> {
  const [row] = await db.insert(listingReports).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await db.insert(listingReportEvents).values({
    entityId: row.id,
    actorId: values.reporterAccountId ?? null,
    actorRelation: values.reporterAccountId ? 'reader' : 'visitor',
    action: 'open',
    fromStatus: 'none',
    toStatus: 'open',
    reason: values.reason,
  });
  return row;
}

const OPEN = eq(listingReports.status, 'open');

/** One page of the listings with open reports: how many and the newest, the most recent or the most reported first. */
export async function findReportedListings(db: DbOrTx, sort: 'newest' | 'most', page: number) {
  const openCount = count();
  const latest = max(listingReports.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ listingId: listingReports.listingId, openReports: openCount, latestAt: latest })
      .from(listingReports)
      .where(OPEN)
      .groupBy(listingReports.listingId)
      .orderBy(...(sort === 'most' ? [desc(openCount), desc(latest)] : [desc(latest), desc(openCount)]), listingReports.listingId)
      .limit(LISTING_REPORT_GROUPS_PAGE_SIZE)
      .offset((page - 1) * LISTING_REPORT_GROUPS_PAGE_SIZE),
    db
      .select({ n: countDistinct(listingReports.listingId) })
      .from(listingReports)
      .where(OPEN),
  ]);
  return { rows: rows.map((row) => ({ ...row, latestAt: row.latestAt ?? new Date(0) })), total: total?.n ?? 0 };
}

/** The open reports on these listings, newest first, with the signed-in reporter's email. */
export function findOpenReports(db: DbOrTx, listingIds: readonly string[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ report: listingReports, accountEmail: accounts.email })
    .from(listingReports)
    .leftJoin(accounts, eq(accounts.id, listingReports.reporterAccountId))
    .where(and(OPEN, inArray(listingReports.listingId, [...listingIds])))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
}

/** A listing's open reports, locked for the rest of the transaction, so two admins cannot both close them. */
export function lockOpenReports(tx: DbOrTx, listingId: string): Promise<ListingReportRow[]> {
  return tx
    .select()
    .from(listingReports)
    .where(and(OPEN, eq(listingReports.listingId, listingId)))
    .orderBy(listingReports.createdAt)
    .for('update');
}
