import type { TCosignOffer } from '@app/shared/offers/offer-cosign.schema';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { readyToSign } from '@app/shared/offers/offer-pages';
import { offerMoney } from '@app/shared/offers/offer-terms';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { offerTarget, type OfferTarget } from '../listings/index';
import { readCosignLink } from './offer-cosign-token';
import { listingOf, pagesOf } from './offer-views';
import { recordSignature, renderPdfsOnceSigned, type SigningClient } from './offer-signing.service';
import { depositMinimumOf, fillerEmailOf } from './offers.service';
import { findOffer, findSignatures, type OfferRow, type OfferSignatureRow } from './offers.repo';

type CosignTarget = { row: OfferRow; target: OfferTarget; buyerId: string; version: number; expires: number };

/** What a valid, unexpired, unused link stands for; OFFER_SIGN_LINK_INVALID for anything else (no detail given). */
async function readCosignToken(deps: AppDeps, token: string): Promise<CosignTarget & { signatures: OfferSignatureRow[] }> {
  const invalid = new AppError('OFFER_SIGN_LINK_INVALID');
  const link = readCosignLink(deps.secrets.mailLinks, token);
  if (!link) throw invalid;
  const { buyerId, version, expires } = link;
  const db = deps.database.db;
  const row = await findOffer(db, link.offerId);
  const target = row?.listingId ? await offerTarget(db, row.listingId) : undefined;
  if (!row || !target || row.status !== 'draft' || row.updatedAt.getTime() !== version) throw invalid;
  if (!(row.draft.buyers?.buyers ?? []).some((buyer) => buyer._id === buyerId)) throw invalid;
  const signatures = await findSignatures(db, row.id);
  if (signatures.some((signature) => signature.buyerId === buyerId)) throw invalid;
  return { row, target, buyerId, version, expires, signatures };
}

const nameOf = (buyer: { name?: { first?: string; last?: string } }) => ({ first: buyer.name?.first ?? '', last: buyer.name?.last ?? '' });

function summary(link: CosignTarget, signatures: OfferSignatureRow[], depositMinimum: number): TCosignOffer {
  const { row, target } = link;
  const signed = new Set(signatures.map((signature) => signature.buyerId));
  const buyers = (row.draft.buyers?.buyers ?? []).flatMap((buyer) =>
    buyer._id ? [{ _id: buyer._id, name: nameOf(buyer), signed: signed.has(buyer._id) }] : [],
  );
  return {
    offerId: row.id,
    listing: listingOf(target),
    currency: row.currency,
    offerPrice: row.draft.basics?.offerPrice ?? null,
    closingDays: row.draft.basics?.closingDays ?? null,
    escrowPeriodDays: row.draft.terms?.escrowPeriodDays ?? null,
    ownershipType: row.draft.titleVesting?.ownershipType ?? null,
    money: offerMoney(row.draft, {}, depositMinimum),
    buyers,
    signer: buyers.find((buyer) => buyer._id === link.buyerId)!,
    expiresAt: new Date(link.expires).toISOString(),
  };
}

/** GET /offers/cosign/{token}: the offer as the co-buyer reads it before signing. */
export async function readCosignOffer(deps: AppDeps, token: string): Promise<TCosignOffer> {
  const link = await readCosignToken(deps, token);
  return summary(link, link.signatures, await depositMinimumOf(deps.database.db, link.row.currency));
}

/**
 * POST /offers/cosign/{token}/signatures: the link's buyer signs (typed or drawn), recorded with
 * time, IP and user agent like a signed-in signature but with no account. The last signature
 * renders the PDFs, as on the signed-in path.
 */
export async function cosignOffer(deps: AppDeps, token: string, signature: TSignatureInput, client: SigningClient): Promise<TCosignOffer> {
  const link = await readCosignToken(deps, token);
  const db = deps.database.db;
  const fillerEmail = await fillerEmailOf(db, link.row);
  if (!readyToSign(pagesOf(link.row, link.target, fillerEmail, []))) throw new AppError('OFFER_NOT_READY');
  await db.transaction(async (tx) => {
    const recorded = await recordSignature(
      tx,
      { offerId: link.row.id, version: link.version, buyerId: link.buyerId, signerAccountId: null, signature },
      client,
    );
    // A save voided the link, or a second click raced the first and the link is used.
    if (recorded.status !== 'signed') throw new AppError('OFFER_SIGN_LINK_INVALID');
  });
  const signatures = await renderPdfsOnceSigned(deps, { row: link.row, target: link.target, relation: 'co-buyer' }, fillerEmail);
  return summary(link, signatures, await depositMinimumOf(db, link.row.currency));
}
