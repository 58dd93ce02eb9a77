import type { TAdminListing } from '@app/shared/admin/admin.schema';
import { actionsFor, listingRule } from '@app/shared/listings/listing-transitions';
import type { TListingStatus } from '@app/shared/listings/listing.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { lastTakeDown, ownerEmailOf, searchAnyListing } from './admin-listings.repo';
import { liveStatus, moveListing, planRunning, stateOf } from './listing-lifecycle.service';
import { findListingsByIds, lockListing, type ListingRow } from './listings.repo';
import { ownerMail } from './listing-owner-mail';
import { listingRestored } from './mail/listing-restored.template';
import { listingTakenDown } from './mail/listing-taken-down.template';

const ADMIN = (actor: AccountActor) => ({ id: actor.accountId, relation: 'admin' as const });

async function adminView(deps: AppDeps, row: ListingRow, ownerEmail?: string): Promise<TAdminListing> {
  const db = deps.database.db;
  const takenDown = row.status === 'inactive' ? await lastTakeDown(db, row.id) : undefined;
  const address = [row.street, row.apt, row.city, row.state, row.zip].filter(Boolean).join(', ');
  return {
    _id: row.id,
    title: row.title,
    address,
    status: row.status,
    hidden: row.hidden,
    ownerEmail: ownerEmail ?? (await ownerEmailOf(db, row.ownerId)),
    actions: actionsFor('admin', stateOf(row)).filter((action) => action === 'take-down' || action === 'restore'),
    takenDownReason: takenDown?.reason ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET admin/listings?q: any listing by id, title, address or owner's email, with what an admin may do to it. */
export async function findListingsForAdmin(deps: AppDeps, q: string): Promise<TAdminListing[]> {
  const rows = await searchAnyListing(deps.database.db, q);
  return Promise.all(rows.map((row) => adminView(deps, row, row.ownerEmail)));
}

/** A readable name of a listing for the audit log. */
const labelOf = (row: ListingRow) => row.title ?? ([row.street, row.city].filter(Boolean).join(', ') || row.id);

/**
 * Takes a listing down in the caller's transaction: it leaves the site (inactive) whatever it was,
 * except under offer (409); the reason is on its history, which its owner reads, and is mailed to
 * the owner in their language through the outbox after the commit (decision 080); logged. The
 * caller kicks the outbox after its commit.
 */
export async function takeDownListingIn(deps: AppDeps, tx: Tx, actor: AccountActor, id: string, why: string): Promise<ListingRow> {
  const current = await lockListing(tx, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (!listingRule('admin', 'take-down', stateOf(current))) throw new AppError('ACTION_NOT_AVAILABLE');
  const mail = await ownerMail(deps, tx, current, listingTakenDown, { reason: why });
  const moved = await moveListing(tx, current, 'take-down', ADMIN(actor), { reason: why, effects: mail ? [mail] : [] });
  await recordAdminAction(tx, actor, {
    action: 'listing.take-down',
    targetKind: 'listing',
    targetId: id,
    targetLabel: labelOf(current),
    reason: why,
  });
  if (!moved) throw new Error('a take-down removed the listing');
  return moved;
}

/** POST admin/listings/{id}/take-down: takeDownListingIn in a transaction of its own. */
export async function takeDownListing(deps: AppDeps, actor: AccountActor, id: string, why: string): Promise<TAdminListing> {
  const row = await deps.database.db.transaction((tx) => takeDownListingIn(deps, tx, actor, id, why));
  deps.outbox.kick();
  return adminView(deps, row);
}

/** Listings as the admin Listings page shows them, by id (any status); missing ids are left out. */
export async function adminListingsByIds(deps: AppDeps, ids: readonly string[]): Promise<Map<string, TAdminListing>> {
  const rows = await findListingsByIds(deps.database.db, ids);
  const views = await Promise.all(rows.map((row) => adminView(deps, row)));
  return new Map(views.map((view) => [view._id, view]));
}

/**
 * POST admin/listings/{id}/restore: back where it was taken down from; a live listing whose plan
 * ended meanwhile comes back expired, and a live one goes active or pending as publishing decides.
 * The owner is mailed with the admin's note (decision 080).
 */
export async function restoreListing(deps: AppDeps, actor: AccountActor, id: string, why: string): Promise<TAdminListing> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (!listingRule('admin', 'restore', stateOf(current))) throw new AppError('ACTION_NOT_AVAILABLE');
    const before = ((await lastTakeDown(tx, id))?.from ?? 'draft') as TListingStatus;
    const live = before === 'active' || before === 'pending';
    const to: TListingStatus = live ? (planRunning(current) ? await liveStatus(tx, current) : 'expired') : before;
    const mail = await ownerMail(deps, tx, current, listingRestored, { reason: why });
    const moved = await moveListing(tx, current, 'restore', ADMIN(actor), { reason: why, to, effects: mail ? [mail] : [] });
    await recordAdminAction(tx, actor, {
      action: 'listing.restore',
      targetKind: 'listing',
      targetId: id,
      targetLabel: labelOf(current),
      reason: why,
    });
    return moved;
  });
  if (!row) throw new Error('a restore removed the listing');
  deps.outbox.kick();
  return adminView(deps, row);
}
