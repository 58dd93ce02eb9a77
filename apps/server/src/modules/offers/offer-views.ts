import { BUYER_DOCUMENT_KINDS, type TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { validateOfferPages, type TPageResults } from '@app/shared/offers/offer-pages';
import { offerMoney } from '@app/shared/offers/offer-terms';
import { vodStatusAt } from '@app/shared/offers/offer-vod.schema';
import { BUYER_SIDE, offerActionsFor, SELLER_SIDE, type TOfferRelation } from '@app/shared/offers/offer-transitions';
import type { TBuyerRecord, TOffer, TOfferListItem } from '@app/shared/offers/offers.schema';
import type { OfferTarget } from '../listings/index';
import type {
  OfferDocumentRow,
  OfferEventRow,
  OfferFinalSignatureRow,
  OfferRow,
  OfferSignatureRow,
  OfferVersionRow,
  VodRequestRow,
} from './offers.repo';

/** The listing as offers show it. */
export function listingOf(target: OfferTarget): TOffer['listing'] {
  return {
    _id: target.id,
    title: target.title,
    price: target.priceMinor === null ? null : { amount: target.priceMinor, currency: target.currency },
    address: { street: target.street, city: target.city, state: target.state, country: target.country },
    photo: target.photo,
    agentListed: target.agentListed,
  };
}

/**
 * What the deposit schedule's clocks count from (decision 057): "the signed offer" is the final
 * terms signed by both sides, which is also when escrow opens (finalize). Until then no deposit
 * has a date: the terms may still change and the deal may still fall through.
 */
export function depositClock(row: Pick<OfferRow, 'escrowOpenedAt'>) {
  return { signedAt: row.escrowOpenedAt, escrowOpenedAt: row.escrowOpenedAt };
}

/** The page rules' verdict on a stored offer. */
export function pagesOf(
  row: Pick<OfferRow, 'draft'>,
  target: OfferTarget,
  fillerEmail: string,
  signatures: OfferSignatureRow[],
): TPageResults {
  return validateOfferPages(row.draft, {
    listingPrice: target.priceMinor,
    currency: target.currency,
    fillerEmail,
    signedBuyerIds: signatures.map((signature) => signature.buyerId),
  });
}

const masked = (value: string | undefined) => (value ? `••••${value.slice(-4)}` : value);

/**
 * What the seller side reads of the pages: the terms the signed PDF shows them (price and closing,
 * title and vesting, the escrow terms), never the buyers' banks, documents or authorisations.
 */
function sellerPages(draft: TOfferDraft): TOfferDraft {
  const { basics, titleVesting, terms } = draft;
  return { ...(basics ? { basics } : {}), ...(titleVesting ? { titleVesting } : {}), ...(terms ? { terms } : {}) };
}

/** The spec's buyer records, merged from the pages; the seller side sees account numbers masked. */
export function buyerRecords(draft: TOfferDraft, signatures: OfferSignatureRow[], sellerSide: boolean): TBuyerRecord[] {
  const vod = new Map((draft.vod?.vod ?? []).map((entry) => [entry.buyerId, entry]));
  const docs = new Map((draft.documents?.documents ?? []).map((entry) => [entry.buyerId, entry]));
  return (draft.buyers?.buyers ?? []).flatMap((buyer) => {
    if (!buyer._id) return [];
    const signature = signatures.find((entry) => entry.buyerId === buyer._id);
    const banks = (vod.get(buyer._id)?.banks ?? []).map((bank) => ({
      ...bank,
      accounts: (bank.accounts ?? []).map((account) =>
        sellerSide ? { ...account, accountNumber: masked(account.accountNumber) } : account,
      ),
    }));
    const files = docs.get(buyer._id);
    return [
      {
        _id: buyer._id,
        name: { first: buyer.name?.first ?? '', last: buyer.name?.last ?? '' },
        address: {
          street: buyer.address?.street ?? '',
          apt: buyer.address?.apt ?? '',
          city: buyer.address?.city ?? '',
          state: buyer.address?.state ?? '',
          zip_code: buyer.address?.zip_code ?? '',
          country: buyer.address?.country ?? '',
        },
        email: buyer.email ?? '',
        phone: buyer.phone ?? '',
        vod: banks,
        vodSignature: sellerSide ? null : (vod.get(buyer._id)?.vodSignature ?? null),
        signature: signature ? signatureView(signature) : null,
        ...(Object.fromEntries(BUYER_DOCUMENT_KINDS.map((kind) => [kind, files?.[kind] ?? []])) as Record<
          (typeof BUYER_DOCUMENT_KINDS)[number],
          string[]
        >),
      },
    ];
  });
}

function signatureView(row: OfferSignatureRow) {
  return { buyerId: row.buyerId, method: row.method, signedAt: row.signedAt.toISOString() };
}

/** What an offer and its list item both start with: which listing, what state, whose. */
function offerHead(row: OfferRow, target: OfferTarget) {
  return {
    _id: row.id,
    property: target.id,
    listing: listingOf(target),
    status: row.status,
    completed: row.status !== 'draft',
    seen: row.seen,
    sellerID: row.sellerAccountId,
    buyerID: row.buyerAccountId,
    turn: row.turn ?? null,
    respondBy: row.respondBy?.toISOString() ?? null,
    signedBy: row.signedBy ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    escrowOpenedAt: row.escrowOpenedAt?.toISOString() ?? null,
  };
}

/** A round of the negotiation as the parties read it. */
export function versionView(row: OfferVersionRow): TOffer['versions'][number] {
  return {
    round: row.round,
    side: row.side,
    action: row.action,
    author: row.authorName,
    terms: row.terms,
    changes: row.changes,
    signedAt: row.signedAt.toISOString(),
  };
}

/** A VOD request as the parties read it: the bank, its answer and when (a pending one past its 48 hours reads as expired). */
export function vodRequestView(row: VodRequestRow, now = new Date()): TOffer['vodRequests'][number] {
  return {
    _id: row.id,
    buyerId: row.buyerId,
    bankName: row.bankName,
    status: vodStatusAt(row, now),
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    locale: row.locale,
    officerName: row.officerName,
    hasLetter: row.letterMediaId !== null && row.answeredAt !== null,
  };
}

/** Everything a party sees of an offer. */
export function toOffer(input: {
  row: OfferRow;
  target: OfferTarget;
  relation: TOfferRelation;
  fillerEmail: string;
  signatures: OfferSignatureRow[];
  pdfs: OfferDocumentRow[];
  events: OfferEventRow[];
  /** The booking deposit minimum in the offer's currency (depositMinimumOf). */
  depositMinimum: number;
  /** The uploaded names of the offer's files (the buyer side's view; empty for the seller side). */
  fileNames: Record<string, string>;
  versions: OfferVersionRow[];
  finalSignatures: OfferFinalSignatureRow[];
  vodRequests: VodRequestRow[];
  /** The seller side's negotiation fee (negotiationFeeOf); null for everyone else. */
  negotiationFee: TOffer['negotiationFee'];
  counterpart: TOffer['counterpart'];
}): TOffer {
  const { row, target, relation, signatures } = input;
  const sellerSide = (SELLER_SIDE as readonly string[]).includes(relation);
  const buyerSide = (BUYER_SIDE as readonly string[]).includes(relation) || relation === 'co-buyer';
  const agentEmail = row.draft.buyers?.buyingAgentInformation?.agentEmail;
  return {
    ...offerHead(row, target),
    buyers: buyerRecords(row.draft, signatures, sellerSide),
    buyingAgentInformation: agentEmail ? { agentEmail } : null,
    relation,
    actions: offerActionsFor(relation, row),
    draft: buyerSide ? row.draft : sellerSide ? sellerPages(row.draft) : null,
    pages: pagesOf(row, target, input.fillerEmail, signatures),
    fileNames: buyerSide ? input.fileNames : {},
    money: offerMoney(row.draft, depositClock(row), input.depositMinimum),
    currency: row.currency,
    signatures: signatures.map(signatureView),
    pdfs: input.pdfs.map((pdf) => ({
      _id: pdf.id,
      kind: pdf.kind,
      locale: pdf.locale,
      sha256: pdf.sha256,
      sizeBytes: pdf.sizeBytes,
      createdAt: pdf.createdAt.toISOString(),
    })),
    bookingDeposit:
      row.bookingDepositMinor === null
        ? null
        : { amount: { amount: row.bookingDepositMinor, currency: row.currency }, paymentId: row.bookingPaymentId },
    history: input.events.map((event) => ({
      action: event.action,
      from: event.fromStatus,
      to: event.toStatus,
      actorRelation: event.actorRelation,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    versions: input.versions.map(versionView),
    finalSignatures: input.finalSignatures.map((signature) => ({ side: signature.side, signedAt: signature.signedAt.toISOString() })),
    vodRequests: input.vodRequests.map((request) => vodRequestView(request)),
    negotiationFee: input.negotiationFee,
    listingOnMarket: target.onMarket,
    counterpart: input.counterpart,
  };
}

/** An offer in the dashboard lists. */
export function toOfferListItem(row: OfferRow, target: OfferTarget, relation: TOfferRelation): TOfferListItem {
  return {
    ...offerHead(row, target),
    relation,
    buyers: (row.draft.buyers?.buyers ?? []).map((buyer) => ({
      name: { first: buyer.name?.first ?? '', last: buyer.name?.last ?? '' },
      email: buyer.email ?? '',
    })),
    offerPrice: row.offerPriceMinor === null ? null : { amount: row.offerPriceMinor, currency: row.currency },
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    listingOnMarket: target.onMarket,
  };
}
