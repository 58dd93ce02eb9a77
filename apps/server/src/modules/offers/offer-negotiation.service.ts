import { MESSAGES } from '@app/shared/messages/messages';
import {
  draftWithTerms,
  meetsMinimumCounter,
  termChanges,
  termsOfDraft,
  type TCounterRequest,
  type TNegotiableTerms,
} from '@app/shared/offers/offer-negotiation';
import {
  AWAITING_STATUSES,
  DEAL_STATUSES,
  offerRule,
  sideOf,
  type TOfferAction,
  type TOfferSide,
} from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { transition } from '../../platform/state-machine/transition';
import { findAccountById } from '../accounts/index';
import { lockListingForDeal, putListingBackOnMarket, takeListingUnderOffer, type OfferTarget } from '../listings/index';
import { holdBackups, promoteBackups } from './offer-backups';
import { responseDeadline } from './offer-deadline';
import { offerMoveEffects } from './offer-effects';
import type { SigningClient } from './offer-signing.service';
import { pagesOf } from './offer-views';
import { accessOffer, OFFER_MACHINE, offerView, type OfferAccess } from './offers.service';
import { findOfferVersions, insertOfferVersion, lockListingOffers, lockOffer, offerStateOf, type OfferRow } from './offers.repo';

type TermsAction = 'counter' | 'edit' | 'renegotiate';
type ReasonAction = 'decline' | 'cancel';

/** Where each term lives on the Terms page (its rules name the page's fields). */
const TERMS_PAGE_FIELDS: Record<string, keyof TNegotiableTerms> = {
  initial_escrow_deposit: 'initialDeposit',
  increase_escrow_deposits: 'increaseDeposits',
  escrowPeriodDays: 'escrowPeriodDays',
  ownerCarry: 'ownerCarry',
};

/**
 * Whether new terms hold together by the Terms page's own rules (deposits within the price, an
 * escrow period, a positive initial deposit), reported per term ('terms.initialDeposit').
 */
function termsProblems(draft: OfferRow['draft'], target: OfferTarget): Record<string, string> {
  const page = pagesOf({ draft }, target, '', []).terms;
  const problems = { ...page.missing, ...page.invalid };
  return Object.fromEntries(
    Object.entries(problems).flatMap(([key, message]) => {
      const field = TERMS_PAGE_FIELDS[key.split('.')[0] ?? ''];
      return field ? [[`terms.${field}`, message]] : [];
    }),
  );
}

/**
 * The offer locked for a move by this party, with the rule that allows it (409 ACTION_NOT_AVAILABLE
 * otherwise). An answer owed past its response window is refused: the offer is about to expire.
 * Renegotiating after the window of the decline, or once the offer expired (the other side let
 * its window run out), says 'Cannot renegotiate.'.
 */
async function lockForMove(tx: Tx, access: OfferAccess, action: TOfferAction, now: Date): Promise<OfferRow> {
  const row = await lockOffer(tx, access.row.id);
  if (!row) throw new AppError('NOT_FOUND');
  const side = sideOf(access.relation);
  if (action === 'renegotiate' && side) {
    const windowClosed = row.status === 'declined' && row.turn === side && (!row.respondBy || row.respondBy <= now);
    if (row.status === 'expired' || windowClosed) throw new AppError('CANNOT_RENEGOTIATE');
  }
  if (!offerRule(access.relation, action, offerStateOf(row))) throw new AppError('ACTION_NOT_AVAILABLE');
  const owed = (AWAITING_STATUSES as readonly string[]).includes(row.status);
  if (owed && action !== 'cancel' && row.respondBy && row.respondBy <= now) throw new AppError('ACTION_NOT_AVAILABLE');
  return row;
}

/** Runs one move in one transaction and answers with the offer as the caller sees it now. */
async function runMove(deps: AppDeps, access: OfferAccess, move: (tx: Tx) => Promise<OfferRow>): Promise<TOffer> {
  const row = await deps.database.db.transaction(move);
  deps.outbox.kick();
  return offerView(deps, { ...access, row });
}

const moved = (row: OfferRow | undefined): OfferRow => {
  if (!row) throw new Error('an offer move never removes the offer');
  return row;
};

/**
 * POST /offers/{id}/counter, /edit and /renegotiate: new terms, signed by the caller, as the next
 * round. The round keeps its full terms, the field-level changes against the current terms and the
 * signature with time, IP and user agent; the draft takes the terms (the PDF and the money read it)
 * and the other side's response window starts. A counter (and a renegotiation) may not go below the
 * current terms' minimum counter; terms identical to the current ones are refused.
 */
export async function proposeTerms(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  action: TermsAction,
  body: TCounterRequest,
  client: SigningClient,
): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id, action);
  const side = sideOf(access.relation) as TOfferSide;
  const author = await findAccountById(deps.database.db, actor.accountId);
  return runMove(deps, access, async (tx) => {
    const now = new Date();
    const row = await lockForMove(tx, access, action, now);
    const current = termsOfDraft(row.draft);
    const changes = termChanges(current, body.terms);
    if (changes.length === 0) throw new AppError('OFFER_TERMS_UNCHANGED');
    if (action !== 'edit' && !meetsMinimumCounter(current, body.terms.offerPrice))
      throw new AppError('OFFER_BELOW_MIN_COUNTER', { fields: { 'terms.offerPrice': MESSAGES.offerBelowMinCounter } });
    const draft = draftWithTerms(row.draft, body.terms);
    const problems = termsProblems(draft, access.target);
    if (Object.keys(problems).length > 0) throw new AppError('INVALID_INPUTS', { fields: problems });
    const versions = await findOfferVersions(tx, row.id);
    const round = (versions.at(-1)?.round ?? 0) + 1;
    const next = moved(
      await transition(tx, OFFER_MACHINE, {
        id: row.id,
        from: offerStateOf(row),
        action,
        actor: { id: actor.accountId, relation: access.relation },
        data: { round, changes },
        // New terms are news to the seller side when the buyer side wrote them (their notification).
        set: {
          draft,
          offerPriceMinor: body.terms.offerPrice,
          respondBy: responseDeadline(access.target, now),
          seen: side === 'seller',
          updatedAt: now,
        },
      }),
    );
    const signature = body.signature;
    await insertOfferVersion(tx, {
      offerId: row.id,
      round,
      side,
      action,
      authorAccountId: actor.accountId,
      authorName: author ? `${author.firstName} ${author.lastName}`.trim() : '',
      terms: body.terms,
      changes,
      signatureMethod: signature.method,
      typedName: signature.method === 'typed' ? signature.typedName : null,
      image: signature.method === 'drawn' ? signature.image : null,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
      signedAt: now,
    });
    await offerMoveEffects(deps, tx, next, { action, by: side });
    return next;
  });
}

/**
 * POST /offers/{id}/accept: the side whose turn it is accepts the terms. Under the listing's lock
 * (taken before the offer's, like every deal move): refused when the listing has a deal already or
 * is off the market; the listing goes Under Offer (its own event) and every other offer still owed
 * an answer becomes a backup, its buyers told.
 */
export async function acceptOffer(deps: AppDeps, actor: AccountActor, id: string): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id, 'accept');
  const listingId = access.target.id;
  return runMove(deps, access, async (tx) => {
    if (!(await lockListingForDeal(tx, listingId))) throw new AppError('NOT_FOUND');
    const now = new Date();
    const row = await lockForMove(tx, access, 'accept', now);
    if ((await lockListingOffers(tx, listingId, DEAL_STATUSES)).length > 0) throw new AppError('LISTING_HAS_DEAL');
    await takeListingUnderOffer(tx, listingId);
    const next = moved(
      await transition(tx, OFFER_MACHINE, {
        id: row.id,
        from: offerStateOf(row),
        action: 'accept',
        actor: { id: actor.accountId, relation: access.relation },
        set: { acceptedAt: now, respondBy: null, updatedAt: now },
      }),
    );
    await holdBackups(deps, tx, listingId);
    await offerMoveEffects(deps, tx, next, { action: 'accept', by: sideOf(access.relation) ?? 'system' });
    return next;
  });
}

/**
 * POST /offers/{id}/decline and /cancel, with a reason (kept on the event and mailed). A decline
 * leaves the turn with the declined side, who may renegotiate until the window's end (respondBy).
 * Cancelling the deal (accepted or signed) puts the listing back on the market and brings every
 * backup back to the seller. Either way the booking deposit is refunded (offerMoveEffects).
 */
export async function endOffer(deps: AppDeps, actor: AccountActor, id: string, action: ReasonAction, reason: string): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id, action);
  const listingId = access.target.id;
  return runMove(deps, access, async (tx) => {
    if (action === 'cancel' && !(await lockListingForDeal(tx, listingId))) throw new AppError('NOT_FOUND');
    const now = new Date();
    const row = await lockForMove(tx, access, action, now);
    const next = moved(
      await transition(tx, OFFER_MACHINE, {
        id: row.id,
        from: offerStateOf(row),
        action,
        actor: { id: actor.accountId, relation: access.relation },
        reason,
        set: { respondBy: action === 'decline' ? responseDeadline(access.target, now) : null, updatedAt: now },
      }),
    );
    if ((DEAL_STATUSES as readonly string[]).includes(row.status)) {
      await putListingBackOnMarket(tx, listingId);
      await promoteBackups(deps, tx, listingId);
    }
    await offerMoveEffects(deps, tx, next, { action, by: sideOf(access.relation) ?? 'system', reason });
    return next;
  });
}
