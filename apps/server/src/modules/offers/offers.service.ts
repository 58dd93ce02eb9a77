import { bookingDepositMinimumIn } from '@app/shared/offers/offer-terms';
import { currentRates } from '../../platform/fx/fx-rates.repo';
import { randomUUID } from 'node:crypto';
import { offerMediaIds, OFFER_PAGES, type TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { BUYER_SIDE, OFFER_TRANSITIONS, offerRule, SELLER_SIDE, type TOfferRelation } from '@app/shared/offers/offer-transitions';
import type { TOffer, TOfferListItem } from '@app/shared/offers/offers.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { AppError } from '../../platform/http/app-error';
import { transition } from '../../platform/state-machine/transition';
import { findAccountById } from '../accounts/index';
import { offerTarget, offerTargets, type OfferTarget } from '../listings/index';
import { fileNames, mediaViews } from '../media/index';
import { negotiationFeeOf } from './offer-negotiation-fee';
import { pagesOf, toOffer, toOfferListItem } from './offer-views';
import { can, relationOf, type OfferPolicyAction } from './offers.policy';
import {
  deleteSignatures,
  findOffer,
  findFinalSignatures,
  findOfferEvents,
  findOfferPdfs,
  findOfferVersions,
  findVodRequests,
  findOffersMadeBy,
  findOffersReceivedBy,
  findSignatures,
  insertOffer,
  markOfferSeen,
  offerStateOf,
  offerStateTables,
  updateDraftOffer,
  type OfferRow,
} from './offers.repo';

/** The offer machine (docs/decisions/036-stateful-capabilities.md). */
export const OFFER_MACHINE = { ...offerStateTables, rules: OFFER_TRANSITIONS };

/** An offer as one actor may touch it: the row, its listing and how the actor stands to it. */
export type OfferAccess = { row: OfferRow; target: OfferTarget; relation: TOfferRelation };

/**
 * An offer the actor may act on this way. Anyone who may not even read it gets 404 (a stranger
 * never learns it exists), and so does everyone once its listing is gone (spec: offers without
 * a property are discarded); a party who may read it but not do this gets 403.
 */
export async function accessOffer(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  action: OfferPolicyAction = 'view',
): Promise<OfferAccess> {
  const db = deps.database.db;
  const row = await findOffer(db, id);
  const target = row?.listingId ? await offerTarget(db, row.listingId) : undefined;
  const relation = row ? relationOf(actor, row, target) : 'other';
  authorize(row !== undefined && target !== undefined && can(relation, 'view', row), 'NOT_FOUND');
  authorize(can(relation, action, row), 'FORBIDDEN');
  return { row, target, relation };
}

/** The booking deposit minimum ($100) in the offer's currency at the server's current exchange rates (decision 053). */
export async function depositMinimumOf(db: DbOrTx, currency: string): Promise<number> {
  return bookingDepositMinimumIn(currency, await currentRates(db));
}

/** The email of whoever fills the offer out (the page rules compare the buyers' emails with it). */
export async function fillerEmailOf(db: DbOrTx, row: Pick<OfferRow, 'buyerAccountId'>): Promise<string> {
  return (await findAccountById(db, row.buyerAccountId))?.email ?? '';
}

/** A party to contact directly, by name and email. */
const contactOf = (account: { firstName: string; lastName: string; email: string }) => ({
  name: `${account.firstName} ${account.lastName}`.trim(),
  email: account.email,
});

/** The offer as this party sees it. */
export async function offerView(deps: AppDeps, access: OfferAccess): Promise<TOffer> {
  const db = deps.database.db;
  const buyerSide = ([...BUYER_SIDE, 'co-buyer'] as readonly string[]).includes(access.relation);
  const sellerSide = (SELLER_SIDE as readonly string[]).includes(access.relation);
  // Who the reader negotiates with (spec: once renegotiating is blocked, "contact them"): the account
  // filling the offer out for the seller side, the seller's account for the buyer side; none on a draft.
  const askSeller = access.row.status !== 'draft' && !sellerSide;
  const [signatures, pdfs, filler, events, depositMinimum, names, versions, finalSignatures, vodRequests, seller] = await Promise.all([
    findSignatures(db, access.row.id),
    findOfferPdfs(db, access.row.id),
    findAccountById(db, access.row.buyerAccountId),
    findOfferEvents(db, access.row.id),
    depositMinimumOf(db, access.row.currency),
    buyerSide ? fileNames(deps, offerMediaIds(access.row.draft)) : {},
    findOfferVersions(db, access.row.id),
    findFinalSignatures(db, access.row.id),
    findVodRequests(db, access.row.id),
    askSeller ? findAccountById(db, access.row.sellerAccountId) : undefined,
  ]);
  const counterpartAccount = access.row.status === 'draft' ? undefined : sellerSide ? filler : seller;
  return toOffer({
    ...access,
    fillerEmail: filler?.email ?? '',
    signatures,
    pdfs,
    events,
    depositMinimum,
    fileNames: names,
    versions,
    finalSignatures,
    vodRequests,
    negotiationFee: sellerSide ? negotiationFeeOf(access.row, events) : null,
    counterpart: counterpartAccount ? contactOf(counterpartAccount) : null,
  });
}

/**
 * POST /offers: "Make an Offer" on a listing starts a draft (completed=false) filled out by the
 * caller. The listing must be public and not the caller's own; an agent-listed listing takes
 * offers only once its exclusive listing agreement is on file (decision 049). The first buyer
 * starts as the caller (page 3 changes it when an agent fills it out for someone else).
 */
export async function createOffer(deps: AppDeps, actor: AccountActor, propertyId: string): Promise<TOffer> {
  const db = deps.database.db;
  const target = await offerTarget(db, propertyId);
  if (!target || !target.open) throw new AppError('NOT_FOUND');
  if (target.ownerId === actor.accountId) throw new AppError('OFFER_ON_OWN_LISTING');
  if (target.agentListed && !target.exclusiveListingOnFile) throw new AppError('EXCLUSIVE_LISTING_REQUIRED');
  const account = await findAccountById(db, actor.accountId);
  if (!account) throw new AppError('SESSION_EXPIRED');
  const draft: TOfferDraft = {
    buyers: { buyers: [{ _id: randomUUID(), name: { first: account.firstName, last: account.lastName }, email: account.email }] },
  };
  // The foreign key locks the listing (FOR KEY SHARE) while the offer is inserted: a concurrent Remove waits or fails it.
  const row = await insertOffer(db, {
    listingId: target.id,
    buyerAccountId: actor.accountId,
    sellerAccountId: target.ownerId,
    currency: target.currency,
    draft,
    partyEmails: [],
  });
  return offerView(deps, { row, target, relation: 'buyer' });
}

/**
 * POST /offers/{id}/copy (spec: Copy an offer): a new draft on the same listing with the same
 * pages, filled out by the caller, to sign and send again; the authorization is asked again and
 * nothing is signed. The buyer side copies (the copy goes to offers made); the listing must still
 * take offers, as for a new one.
 */
export async function copyOffer(deps: AppDeps, actor: AccountActor, id: string): Promise<TOffer> {
  const { row } = await accessOffer(deps, actor, id, 'edit');
  const target = await offerTarget(deps.database.db, row.listingId ?? '');
  if (!target || !target.open) throw new AppError('NOT_FOUND');
  if (target.agentListed && !target.exclusiveListingOnFile) throw new AppError('EXCLUSIVE_LISTING_REQUIRED');
  const { authorization: _asked, ...pages } = row.draft;
  const copy = await insertOffer(deps.database.db, {
    listingId: target.id,
    buyerAccountId: actor.accountId,
    sellerAccountId: target.ownerId,
    currency: target.currency,
    draft: pages,
    offerPriceMinor: row.offerPriceMinor,
    partyEmails: row.partyEmails.filter((email) => email !== actor.email.toLowerCase()),
  });
  return offerView(deps, { row: copy, target, relation: relationOf(actor, copy, target) });
}

/** GET /offers/{id}: the offer for a party; the seller side opening a sent offer marks it seen. */
export async function getOffer(deps: AppDeps, actor: AccountActor, id: string): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id);
  if ((access.relation === 'seller' || access.relation === 'listing-agent') && !access.row.seen) {
    await markOfferSeen(deps.database.db, id);
    access.row = { ...access.row, seen: true };
  }
  return offerView(deps, access);
}

/** Gives new buyers an _id and drops VOD and document entries of buyers no longer on the offer. */
function normalizeDraft(draft: TOfferDraft): TOfferDraft {
  const buyers = (draft.buyers?.buyers ?? []).map((buyer) => ({ ...buyer, _id: buyer._id ?? randomUUID() }));
  const ids = new Set(buyers.map((buyer) => buyer._id));
  return {
    ...draft,
    ...(draft.buyers && { buyers: { ...draft.buyers, buyers } }),
    ...(draft.vod && { vod: { vod: (draft.vod.vod ?? []).filter((entry) => ids.has(entry.buyerId)) } }),
    ...(draft.documents && { documents: { documents: (draft.documents.documents ?? []).filter((entry) => ids.has(entry.buyerId)) } }),
  };
}

/**
 * Files newly named by the draft must be the saver's own ready, private uploads of an accepted type
 * (PDF, JPG, PNG: the media module's document and image kinds, checked from the bytes).
 */
async function checkNewFiles(deps: AppDeps, actor: AccountActor, before: TOfferDraft, after: TOfferDraft): Promise<Record<string, string>> {
  const known = new Set(offerMediaIds(before));
  const added = offerMediaIds(after).filter((id) => !known.has(id));
  if (added.length === 0) return {};
  const found = await mediaViews(deps, actor.accountId, added);
  const refused = added.filter((id) => {
    const media = found.get(id);
    return !media || media.access !== 'private' || !['application/pdf', 'image/jpeg', 'image/png'].includes(media.contentType);
  });
  return Object.fromEntries(refused.map((id) => [`files.${id}`, MESSAGES.fileCouldNotUpload]));
}

/**
 * PUT /offers/{id}: saves the pages given (each replaces what that page held), as the buyer goes.
 * Answers that break a rule (on any page, as the change leaves the offer) are refused with the spec's message per field
 * ('Part of the form has been incorrectly filled out…'); unanswered questions are saved and
 * reported in `pages` (Confirm moves on with a notice). A change after signing drops the
 * signatures: the buyers sign what they send.
 */
export async function saveOfferPages(deps: AppDeps, actor: AccountActor, id: string, body: TOfferDraft): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id, 'edit');
  if (access.row.status !== 'draft') throw new AppError('ACTION_NOT_AVAILABLE');
  const draft = normalizeDraft({ ...access.row.draft, ...body });
  const fileErrors = await checkNewFiles(deps, actor, access.row.draft, draft);
  const fillerEmail = await fillerEmailOf(deps.database.db, access.row);
  const pages = pagesOf({ draft }, access.target, fillerEmail, []);
  // Any broken rule blocks the save, also one on another page that this change breaks (an agent listing themselves as buyer).
  const invalid = Object.assign({}, ...OFFER_PAGES.map((page) => pages[page].invalid), fileErrors) as Record<string, string>;
  if (Object.keys(invalid).length > 0) throw new AppError('INVALID_INPUTS', { fields: invalid });
  const partyEmails = [
    ...new Set(
      [...(draft.buyers?.buyers ?? []).map((buyer) => buyer.email), draft.buyers?.buyingAgentInformation?.agentEmail].filter(
        (email): email is string => Boolean(email) && email !== fillerEmail,
      ),
    ),
  ];
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await updateDraftOffer(tx, id, { draft, offerPriceMinor: draft.basics?.offerPrice ?? null, partyEmails });
    if (!updated) throw new AppError('STATE_CHANGED');
    await deleteSignatures(tx, id);
    return updated;
  });
  return offerView(deps, { ...access, row, relation: relationOf(actor, row, access.target) });
}

/** DELETE /offers/{id}: Remove draft (spec action); a sent offer is not a draft any more (409). */
export async function removeDraftOffer(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  const { row, relation } = await accessOffer(deps, actor, id, 'remove-draft');
  if (!offerRule(relation, 'remove-draft', offerStateOf(row))) throw new AppError('ACTION_NOT_AVAILABLE');
  await deps.database.db.transaction((tx) =>
    transition(tx, OFFER_MACHINE, { id, from: offerStateOf(row), action: 'remove-draft', actor: { id: actor.accountId, relation } }),
  );
}

/** Only the caller's own lists: GET offers/buyer/{id} and offers/seller/{id} name the caller. */
function ownList(actor: AccountActor, accountId: string) {
  authorize(actor.accountId === accountId, 'FORBIDDEN');
}

async function listItems(deps: AppDeps, actor: AccountActor, rows: OfferRow[]): Promise<TOfferListItem[]> {
  const targets = await offerTargets(deps.database.db, [...new Set(rows.flatMap((row) => (row.listingId ? [row.listingId] : [])))]);
  return rows.flatMap((row) => {
    const target = row.listingId ? targets.get(row.listingId) : undefined;
    if (!target) return [];
    const relation = relationOf(actor, row, target);
    return can(relation, 'view', row) ? [toOfferListItem(row, target, relation)] : [];
  });
}

/** GET offers/buyer/{id}: offers made (as buyer, buyer's agent or co-buyer), drafts included, newest change first. */
export async function listOffersMade(deps: AppDeps, actor: AccountActor, accountId: string): Promise<TOfferListItem[]> {
  ownList(actor, accountId);
  return listItems(deps, actor, await findOffersMadeBy(deps.database.db, actor.accountId, actor.email));
}

/** GET offers/seller/{id}: sent offers received on the caller's listings, newest change first. */
export async function listOffersReceived(deps: AppDeps, actor: AccountActor, accountId: string): Promise<TOfferListItem[]> {
  ownList(actor, accountId);
  return listItems(deps, actor, await findOffersReceivedBy(deps.database.db, actor.accountId));
}
