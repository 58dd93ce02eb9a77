import {
  LISTING_REPORT_GROUPS_PAGE_SIZE,
  LISTING_REPORT_TRANSITIONS,
  type TAdminReportGroup,
  type TAdminReportPage,
  type TListingReportAction,
  type TListingReportReason,
  type TListingReportRelation,
  type TListingReportRequest,
  type TListingReportStatus,
} from '@app/shared/listing-reports/listing-reports.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor, Actor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { transition, type Machine } from '../../platform/state-machine/transition';
import { adminListingsByIds, takeDownListingIn, viewableListingOwner } from '../listings/index';
import {
  findOpenReports,
  findReportedListings,
  insertListingReport,
  listingReportStateTables,
  lockOpenReports,
} from './listing-reports.repo';

const REPORT_MACHINE = { ...listingReportStateTables, rules: LISTING_REPORT_TRANSITIONS } satisfies Machine<
  TListingReportStatus,
  TListingReportAction,
  TListingReportRelation,
  object
>;

/**
 * POST properties/{id}/reports: anyone who may see the listing reports it (its owner may not).
 * A signed-in reader has one open report per listing (409 'You have already reported this
 * listing…'); a visitor may leave an email to be reached at.
 */
export async function reportListing(
  deps: AppDeps,
  actor: Actor,
  listingId: string,
  input: TListingReportRequest,
  meta: { requestId: string },
): Promise<string> {
  const { ownerId } = await viewableListingOwner(deps, actor, listingId);
  const accountId = actor.kind === 'account' ? actor.accountId : null;
  if (accountId === ownerId) throw new AppError('REPORT_OWN_LISTING');
  const report = await deps.database.db.transaction((tx) =>
    insertListingReport(tx, {
      listingId,
      reporterAccountId: accountId,
      email: accountId ? null : input.email || null,
      reason: input.reason,
      details: input.details || null,
      locale: input.locale ?? null,
      requestId: meta.requestId,
    }),
  );
  if (!report) throw new AppError('LISTING_ALREADY_REPORTED');
  return report.id;
}

/** How many open reports give each reason, the most given first. */
function reasonCounts(reasons: TListingReportReason[]): TAdminReportGroup['reasons'] {
  const counts = new Map<TListingReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count);
}

/** GET admin/reports: the reported listings, each with its open reports and what an admin may do. */
export async function reportQueue(deps: AppDeps, sort: 'newest' | 'most', page: number): Promise<TAdminReportPage> {
  const db = deps.database.db;
  const { rows, total } = await findReportedListings(db, sort, page);
  const ids = rows.map((row) => row.listingId);
  const [listings, reports] = await Promise.all([adminListingsByIds(deps, ids), findOpenReports(db, ids)]);
  const groups = rows.flatMap((row): TAdminReportGroup[] => {
    const listing = listings.get(row.listingId);
    if (!listing) return [];
    const own = reports.filter(({ report }) => report.listingId === row.listingId);
    return [
      {
        listing,
        openReports: row.openReports,
        reasons: reasonCounts(own.map(({ report }) => report.reason)),
        latestAt: row.latestAt.toISOString(),
        actions: listing.actions.length > 0 ? ['dismiss', 'take-down'] : ['dismiss'],
        reports: own.map(({ report, accountEmail }) => ({
          _id: report.id,
          reason: report.reason,
          details: report.details,
          contact: accountEmail ?? report.email,
          signedIn: report.reporterAccountId !== null,
          createdAt: report.createdAt.toISOString(),
        })),
      },
    ];
  });
  return { groups, page, pageSize: LISTING_REPORT_GROUPS_PAGE_SIZE, total };
}

/**
 * Closes every open report on the listing (dismissed or actioned) in the caller's transaction,
 * each move logged on the report, and one audit entry for the decision. None open (another admin
 * was first): 409 'This was just changed by someone else…'.
 */
async function closeReports(tx: Tx, admin: AccountActor, listingId: string, action: TListingReportAction, why: string, label: string) {
  const open = await lockOpenReports(tx, listingId);
  if (open.length === 0) throw new AppError('STATE_CHANGED');
  const now = new Date();
  for (const report of open) {
    await transition(tx, REPORT_MACHINE, {
      id: report.id,
      from: { status: report.status },
      action,
      actor: { id: admin.accountId, relation: 'admin' },
      reason: why,
      set: { closeNote: why, closedByAccountId: admin.accountId, closedAt: now, updatedAt: now },
    });
  }
  await recordAdminAction(tx, admin, {
    action: action === 'dismiss' ? 'listing-report.dismiss' : 'listing-report.action',
    targetKind: 'listing',
    targetId: listingId,
    targetLabel: label,
    reason: why,
    data: { reports: open.map((report) => report.id) },
  });
  return open.length;
}

async function reportedListing(deps: AppDeps, listingId: string) {
  const listing = (await adminListingsByIds(deps, [listingId])).get(listingId);
  if (!listing) throw new AppError('NOT_FOUND');
  return { listing, label: listing.title ?? listing.address };
}

/** POST admin/reports/listings/{id}/dismiss: nothing to do; the listing's open reports are dismissed with the admin's note; logged. */
export async function dismissReports(deps: AppDeps, admin: AccountActor, listingId: string, why: string) {
  const { label } = await reportedListing(deps, listingId);
  const closed = await deps.database.db.transaction((tx) => closeReports(tx, admin, listingId, 'dismiss', why, label));
  return { closed };
}

/**
 * POST admin/reports/listings/{id}/take-down: one transaction takes the listing down with why
 * (the admin Listings page's take-down: its owner reads the reason and is mailed it; logged) and
 * closes its open reports as actioned (logged). A listing already taken down stays down and its
 * reports are closed; one under offer cannot be taken down (409).
 */
export async function takeDownReported(deps: AppDeps, admin: AccountActor, listingId: string, why: string) {
  const { listing, label } = await reportedListing(deps, listingId);
  const closed = await deps.database.db.transaction(async (tx) => {
    if (listing.actions.includes('take-down')) await takeDownListingIn(deps, tx, admin, listingId, why);
    else if (!listing.actions.includes('restore')) throw new AppError('ACTION_NOT_AVAILABLE');
    return closeReports(tx, admin, listingId, 'action', why, label);
  });
  deps.outbox.kick();
  return { closed };
}
