import { mayEverTake } from '@app/shared/domain/state-machine';
import { LISTING_TRANSITIONS, type TListingAction, type TListingRelation } from '@app/shared/listings/listing-transitions';
import type { AppDeps } from '../../app-deps';
import type { Actor, AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { AppError } from '../../platform/http/app-error';
import { findListing, wasRemovedBy, type ListingRow } from './listings.repo';

/** What may be done with a listing: view its page, the owner's editing surface, and the transitions. */
export type ListingPolicyAction = 'view' | 'edit' | TListingAction;

/** Whether anyone may see a listing: active, paid and not hidden by its owner. */
export function isPublic(row: Pick<ListingRow, 'status' | 'complete' | 'hidden'>): boolean {
  return row.status === 'active' && row.complete && !row.hidden;
}

/**
 * Whether a listing is on the market: public, or under offer (decision 054) and otherwise public.
 * Its page stays visible to everyone, marked Under Offer; search and new offers still need isPublic.
 */
export function isOnMarket(row: Pick<ListingRow, 'status' | 'complete' | 'hidden'>): boolean {
  return isPublic(row) || (row.status === 'under-offer' && row.complete && !row.hidden);
}

/** How an actor stands to a listing (the transition table's "who"). */
export function relationOf(actor: Actor, row: Pick<ListingRow, 'ownerId'>): TListingRelation {
  if (actor.kind !== 'account') return 'other';
  if (actor.accountId === row.ownerId) return 'owner';
  return actor.admin ? 'admin' : 'other';
}

/**
 * Who may do what with a listing. Viewing: the public when it is on the market (taking offers or
 * under offer), else its owner or an admin. Editing (the wizard, duplicate, overview, documents):
 * the owner (spec: listing editing is limited to the listing's owner). A transition: the
 * relations its rows name; whether the listing's current state allows it is the transition
 * table's call (409, not 404).
 */
export function can(actor: Actor, action: ListingPolicyAction, row: ListingRow): boolean {
  const relation = relationOf(actor, row);
  if (action === 'view') return isOnMarket(row) || relation === 'owner' || relation === 'admin';
  if (action === 'edit') return relation === 'owner';
  return mayEverTake(LISTING_TRANSITIONS, relation, action);
}

/**
 * A listing the actor may act on this way. Anyone else gets 404, so drafts and pending listings
 * are not even confirmed to exist. Its owner acting on it after removing it (another tab, a
 * second click that lost the race) gets 409: it has changed, not never existed.
 */
export async function ownListing(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  action: ListingPolicyAction = 'edit',
): Promise<ListingRow> {
  const db = deps.database.db;
  const row = await findListing(db, id);
  if (!row && (await wasRemovedBy(db, id, actor.accountId))) throw new AppError('STATE_CHANGED');
  authorize(row !== undefined && can(actor, action, row), 'NOT_FOUND');
  return row;
}
