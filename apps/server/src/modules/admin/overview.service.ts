import type { TAdminOverview } from '@app/shared/admin/admin.schema';
import { verificationOverdue } from '@app/shared/professionals/profile-verification';
import type { AppDeps } from '../../app-deps';
import { countOverview } from './overview.repo';

const DAY_MS = 86_400_000;

/**
 * GET admin/overview: new listings, offers, payments and refunds since `since` (the web sends
 * the admin's local midnight; the last 24 hours without it), professionals waiting for
 * verification (and how many past the 3 days), deliveries that failed for good, and reports on
 * listings waiting for an admin.
 */
export async function adminOverview(deps: AppDeps, sinceIso: string | undefined): Promise<TAdminOverview> {
  const now = new Date();
  const since = sinceIso ? new Date(sinceIso) : new Date(now.getTime() - DAY_MS);
  const counts = await countOverview(deps.database.db, since);
  return {
    since: since.toISOString(),
    newListings: counts.newListings,
    newOffers: counts.newOffers,
    payments: counts.payments,
    refunds: counts.refunds,
    professionalsWaiting: counts.waiting.length,
    professionalsOverdue: counts.waiting.filter((row) => verificationOverdue(row.submittedAt, true, now)).length,
    failedDeliveries: counts.failedDeliveries,
    openReports: counts.openReports,
  };
}
