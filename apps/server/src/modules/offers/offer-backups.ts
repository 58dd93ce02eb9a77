import { AWAITING_STATUSES, type TOfferAction, type TOfferRelation } from '@app/shared/offers/offer-transitions';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { transition, type TransitionActor } from '../../platform/state-machine/transition';
import { offerTarget } from '../listings/index';
import { responseDeadline } from './offer-deadline';
import { offerMoveEffects } from './offer-effects';
import { OFFER_MACHINE } from './offers.service';
import { lockListingOffers, offerStateOf, type OfferRow } from './offers.repo';

/** The server, moving offers because another offer on their listing moved. */
export const OFFER_SYSTEM: TransitionActor<TOfferRelation> = { id: null, relation: 'system' };

/** Moves each locked offer by one system transition, with its effects; returns the moved rows. */
async function moveAll(deps: AppDeps, tx: Tx, rows: OfferRow[], action: TOfferAction, set: (now: Date) => Record<string, unknown>) {
  const moved: OfferRow[] = [];
  for (const row of rows) {
    const now = new Date();
    const next = await transition(tx, OFFER_MACHINE, {
      id: row.id,
      from: offerStateOf(row),
      action,
      actor: OFFER_SYSTEM,
      set: { updatedAt: now, ...set(now) },
    });
    if (!next) continue;
    await offerMoveEffects(deps, tx, next, { action, by: 'system' });
    moved.push(next);
  }
  return moved;
}

/**
 * An offer on the listing was accepted: every other offer still owed an answer (sent, countered)
 * becomes a backup ("Under review of better offer"), its response window closed, and its parties
 * are told. The caller holds the listing's lock (lockListingForDeal).
 */
export async function holdBackups(deps: AppDeps, tx: Tx, listingId: string): Promise<OfferRow[]> {
  return moveAll(deps, tx, await lockListingOffers(tx, listingId, AWAITING_STATUSES), 'hold-as-backup', () => ({ respondBy: null }));
}

/**
 * The accepted offer fell through before it was finalized: every backup goes back to the seller
 * (sent, turn seller) with a new response window, and its parties are told. The seller has not
 * seen it again yet, so it counts as their notification once more.
 */
export async function promoteBackups(deps: AppDeps, tx: Tx, listingId: string): Promise<OfferRow[]> {
  const target = await offerTarget(tx, listingId);
  if (!target) return [];
  return moveAll(deps, tx, await lockListingOffers(tx, listingId, ['backup']), 'promote', (now) => ({
    respondBy: responseDeadline(target, now),
    seen: false,
  }));
}

/**
 * Another offer on the listing was finalized (escrow opened): every backup ends ("Accepted another
 * offer") and its booking deposit is refunded, once. For finalize, inside its transaction.
 */
export async function loseBackups(deps: AppDeps, tx: Tx, listingId: string): Promise<OfferRow[]> {
  return moveAll(deps, tx, await lockListingOffers(tx, listingId, ['backup']), 'lose', () => ({}));
}
