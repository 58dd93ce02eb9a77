import { allStepsValid, validateListingSteps } from '@app/shared/listings/listing-steps';
import type { TListing } from '@app/shared/listings/listing.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { professionsOf } from '../accounts/account-view';
import { findAccountById } from '../accounts/accounts.repo';
import { ownerView } from './listing-editor.service';
import { draftOf } from './listing-draft';
import { ownListing } from './listing-access';
import { deleteListingRow, findListing, updateListingRow, type ListingRow } from './listings.repo';
import { publicationBlockers } from './publication';

/** A date `months` calendar months later. */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Whether the listing's paid plan is still running. */
export function planRunning(row: Pick<ListingRow, 'expiresAt'>, now = Date.now()): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() > now;
}

/** Active, or pending when an escrow or title company is not a registered account yet. */
async function liveStatus(db: DbOrTx, row: ListingRow): Promise<'active' | 'pending'> {
  return (await publicationBlockers(db, draftOf(row))).length > 0 ? 'pending' : 'active';
}

/** Whether every wizard step of the listing is complete for its author. */
export async function listingReady(deps: AppDeps, row: ListingRow): Promise<boolean> {
  const author = await findAccountById(deps.database.db, row.ownerId);
  return allStepsValid(validateListingSteps(draftOf(row), { now: new Date(), professions: author ? professionsOf(author) : [] }));
}

/**
 * Applies a paid plan term (inside the payment's transaction): a first payment publishes the
 * listing for the term; a later one extends it from when the current term ends (or now).
 */
export async function applyPaidTerm(db: DbOrTx, listingId: string, termMonths: number): Promise<void> {
  const row = await findListing(db, listingId);
  if (!row) throw new Error(`paid listing ${listingId} is gone`);
  const now = new Date();
  const from = planRunning(row) && row.expiresAt ? row.expiresAt : now;
  await updateListingRow(db, listingId, {
    complete: true,
    termMonths,
    publishedAt: row.publishedAt && planRunning(row) ? row.publishedAt : now,
    expiresAt: addMonths(from, termMonths),
    expiryNoticeAt: null,
    status: row.status === 'draft' && row.complete ? 'draft' : await liveStatus(db, row),
  });
}

/** Owner actions (spec: Move to Drafts, Move to Listings, Hide/Unhide). */
export async function applyListingAction(deps: AppDeps, actor: AccountActor, id: string, action: 'move-to-drafts' | 'move-to-listings' | 'hide' | 'unhide'): Promise<TListing> {
  const row = await ownListing(deps, actor, id);
  const db = deps.database.db;
  let updated = row;
  if (action === 'hide' || action === 'unhide') {
    updated = await updateListingRow(db, id, { hidden: action === 'hide' });
  } else if (action === 'move-to-drafts') {
    // Taken down for edits; the paid term keeps running, as a pause would be a free extension.
    updated = await updateListingRow(db, id, { status: 'draft' });
  } else {
    if (!planRunning(row) || !row.complete) throw new AppError('LISTING_NOT_READY');
    if (!(await listingReady(deps, row))) throw new AppError('LISTING_NOT_READY');
    updated = await updateListingRow(db, id, { status: await liveStatus(db, row) });
  }
  return ownerView(deps, updated);
}

/** Remove (spec: only when all offers and orders are cancelled; deleting also takes it out of its community). */
export async function removeListing(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  await ownListing(deps, actor, id);
  const open = await deps.listingDeals.count(deps.database.db, id);
  if (Object.keys(open).length > 0) throw new AppError('LISTING_HAS_OPEN_DEALS', { fields: Object.fromEntries(Object.entries(open).map(([kind, n]) => [kind, String(n)])) });
  await deleteListingRow(deps.database.db, id);
}

/** Re-checks pending listings whose escrow or title company may have registered since. */
export async function releasePendingListing(deps: AppDeps, row: ListingRow): Promise<void> {
  if (row.status === 'pending' && planRunning(row) && (await liveStatus(deps.database.db, row)) === 'active') {
    await updateListingRow(deps.database.db, row.id, { status: 'active' });
  }
}
