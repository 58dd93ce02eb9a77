import {
  listingRule,
  LISTING_TRANSITIONS,
  type TListingAction,
  type TListingRelation,
  type TListingState,
} from '@app/shared/listings/listing-transitions';
import { allStepsValid, validateListingSteps } from '@app/shared/listings/listing-steps';
import type { TListing, TListingStatus } from '@app/shared/listings/listing.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx, Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { transition, type TransitionActor, type TransitionRequest } from '../../platform/state-machine/transition';
import { verifiedProfessionsOf } from '../professionals/index';
import { ownerMail } from './listing-owner-mail';
import { ownerView } from './listing-owner-view';
import { listingReleased } from './mail/listing-released.template';
import { draftOf } from './listing-draft';
import { ownListing, relationOf } from './listings.policy';
import { findPendingListingsNaming, listingStateTables, lockListing, type ListingRow } from './listings.repo';
import { COMPANY_CONTACT_KINDS, publicationBlockers } from './publication';

/** The listing machine: its table, its events and its transition table (docs/decisions/036-stateful-capabilities.md). */
const LISTING_MACHINE = { ...listingStateTables, rules: LISTING_TRANSITIONS };

/** The server itself, acting in a sweep. */
export const SYSTEM_ACTOR: TransitionActor<TListingRelation> = { id: null, relation: 'system' };

/** A listing's state as the transition table reads it. */
export function stateOf(row: Pick<ListingRow, 'status' | 'complete' | 'hidden'>): TListingState {
  return { status: row.status, complete: row.complete, hidden: row.hidden };
}

type MoveOptions = Pick<
  TransitionRequest<TListingStatus, TListingAction, TListingRelation, object>,
  'to' | 'reason' | 'data' | 'set' | 'effects'
>;

/**
 * Moves a listing by one transition inside `tx`, from the state `row` shows (409 if it has
 * changed since): the row, a listing_events entry and the side effects, together.
 */
export function moveListing(
  tx: Tx,
  row: ListingRow,
  action: TListingAction,
  actor: TransitionActor<TListingRelation>,
  options: MoveOptions = {},
) {
  return transition(tx, LISTING_MACHINE, {
    id: row.id,
    from: stateOf(row),
    action,
    actor,
    ...options,
    set: { updatedAt: new Date(), ...options.set },
  });
}

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
export async function liveStatus(db: DbOrTx, row: ListingRow): Promise<'active' | 'pending'> {
  return (await publicationBlockers(db, draftOf(row))).length > 0 ? 'pending' : 'active';
}

/**
 * After an edit of a live listing: when an escrow or title company it names has no verified
 * account it is held back (pending); when all of them have, a pending listing goes online while
 * its plan runs. The server decides, so the move is the system's, its reason on the event.
 */
export async function syncPublication(deps: AppDeps, tx: Tx, row: ListingRow): Promise<ListingRow> {
  if (row.status !== 'active' && row.status !== 'pending') return row;
  const live = await liveStatus(tx, row);
  if (live === row.status || (live === 'active' && !planRunning(row))) return row;
  if (live === 'pending')
    return (await moveListing(tx, row, 'hold', SYSTEM_ACTOR, { to: 'pending', reason: 'company-not-registered' })) ?? row;
  return (await releaseListing(deps, tx, row)) ?? row;
}

/** Puts a pending listing online: its escrow and title companies all have verified accounts now. */
export async function releaseListing(deps: AppDeps, tx: Tx, row: ListingRow) {
  const mail = await ownerMail(deps, tx, row, listingReleased, {});
  return moveListing(tx, row, 'release', SYSTEM_ACTOR, { to: 'active', reason: 'companies-registered', effects: mail ? [mail] : [] });
}

/** A company verified its email: every pending listing naming it goes online if nothing else holds it back. */
export async function releaseListingsWaitingOn(deps: AppDeps, tx: Tx, email: string): Promise<void> {
  for (const row of await findPendingListingsNaming(tx, email, COMPANY_CONTACT_KINDS, new Date())) {
    if ((await liveStatus(tx, row)) === 'active') await releaseListing(deps, tx, row);
  }
}

/** Whether every wizard step of the listing is complete for its author. */
export async function listingReady(deps: AppDeps, row: ListingRow): Promise<boolean> {
  return allStepsValid(
    validateListingSteps(draftOf(row), {
      now: new Date(),
      professions: await verifiedProfessionsOf(deps.database.db, row.ownerId),
      paidTermMonths: row.termMonths,
    }),
  );
}

/** The payment paid for a plan term: who paid (the owner, by the product's quote) and which payment. */
export type PaidTerm = { termMonths: number; accountId: string; paymentId: string };

/** Which transition a paid term is: the first payment publishes, a later one extends (or renews an ended plan). */
export function paidTermAction(row: Pick<ListingRow, 'complete'>): 'publish' | 'extend' {
  return row.complete ? 'extend' : 'publish';
}

/**
 * Applies a paid plan term (inside the payment's transaction, the listing locked): a first payment
 * publishes the listing for the term; a later one extends it from when the current term ends (or
 * now). A paid draft stays in Drafts; otherwise it goes online, active or pending.
 */
export async function applyPaidTerm(tx: Tx, listingId: string, paid: PaidTerm): Promise<void> {
  const row = await lockListing(tx, listingId);
  if (!row) throw new Error(`paid listing ${listingId} is gone`);
  const now = new Date();
  const from = planRunning(row) && row.expiresAt ? row.expiresAt : now;
  const to = row.status === 'draft' && row.complete ? 'draft' : await liveStatus(tx, row);
  await moveListing(
    tx,
    row,
    paidTermAction(row),
    { id: paid.accountId, relation: paid.accountId === row.ownerId ? 'owner' : 'other' },
    {
      to,
      data: { termMonths: paid.termMonths, paymentId: paid.paymentId },
      set: {
        termMonths: paid.termMonths,
        publishedAt: row.publishedAt && planRunning(row) ? row.publishedAt : now,
        expiresAt: addMonths(from, paid.termMonths),
        expiryNoticeAt: null,
      },
    },
  );
}

/** The owner's menu actions that take no payment (spec: Move to Drafts, Move to Listings, Hide/Unhide). */
export type OwnerMenuAction = 'move-to-drafts' | 'move-to-listings' | 'hide' | 'unhide';

/** Owner actions (spec: Move to Drafts, Move to Listings, Hide/Unhide), each one transition. */
export async function applyListingAction(deps: AppDeps, actor: AccountActor, id: string, action: OwnerMenuAction): Promise<TListing> {
  const row = await ownListing(deps, actor, id, action);
  if (!listingRule(relationOf(actor, row), action, stateOf(row))) throw new AppError('ACTION_NOT_AVAILABLE');
  let to: TListingStatus | undefined;
  if (action === 'move-to-listings') {
    // Moved to Drafts, it goes back online only while its paid plan runs and every step is valid.
    if (!planRunning(row) || !row.complete || !(await listingReady(deps, row))) throw new AppError('LISTING_NOT_READY');
    to = await liveStatus(deps.database.db, row);
  }
  const updated = await deps.database.db.transaction((tx) =>
    moveListing(tx, row, action, { id: actor.accountId, relation: relationOf(actor, row) }, { to }),
  );
  if (!updated) throw new Error('a listing action removed the listing');
  return ownerView(deps, updated);
}

/**
 * Remove (spec: only when all offers and orders are cancelled; deleting also takes it out of its
 * community). The open deals are counted with the listing locked, in the transaction that deletes
 * it, so a deal opened meanwhile is either counted or fails on the deleted listing. Of two
 * concurrent removes the second finds the listing gone: 409 STATE_CHANGED.
 */
export async function removeListing(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  await ownListing(deps, actor, id, 'remove');
  await deps.database.db.transaction(async (tx) => {
    const row = await lockListing(tx, id);
    if (!row) throw new AppError('STATE_CHANGED');
    const open = await deps.listingDeals.count(tx, id);
    if (Object.keys(open).length > 0)
      throw new AppError('LISTING_HAS_OPEN_DEALS', {
        fields: Object.fromEntries(Object.entries(open).map(([kind, n]) => [kind, String(n)])),
      });
    await moveListing(tx, row, 'remove', { id: actor.accountId, relation: relationOf(actor, row) });
  });
}
