import type { AppDeps } from '../../app-deps';
import type { Actor, AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { findListing, type ListingRow } from './listings.repo';

/** Whether anyone may see a listing: active, paid and not hidden by its owner. */
export function isPublic(row: Pick<ListingRow, 'status' | 'complete' | 'hidden'>): boolean {
  return row.status === 'active' && row.complete && !row.hidden;
}

/** Whether this actor may see the listing's page: the public, or its owner, or an admin. */
export function canView(actor: Actor, row: ListingRow): boolean {
  return isPublic(row) || (actor.kind === 'account' && (actor.accountId === row.ownerId || actor.admin));
}

/**
 * A listing its owner may edit. Anyone else gets 404, so drafts and pending listings are not
 * even confirmed to exist (spec: listing editing is limited to the listing's owner).
 */
export async function ownListing(deps: AppDeps, actor: AccountActor, id: string): Promise<ListingRow> {
  const row = await findListing(deps.database.db, id);
  if (!row || row.ownerId !== actor.accountId) throw new AppError('NOT_FOUND');
  return row;
}
