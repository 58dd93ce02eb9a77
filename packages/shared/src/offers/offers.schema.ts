import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { BUYER_DOCUMENT_KINDS, OFFER_PAGES, ZOfferDraft, ZSignatureInput, ZVodBank } from './offer-draft.schema';
import { ZPageResults } from './offer-pages';
import { ZOfferMoney } from './offer-terms';
import { ZOfferVersion } from './offer-negotiation';
import { OFFER_ACTIONS, OFFER_RELATIONS, OFFER_SIDES, OFFER_STATUSES } from './offer-transitions';
import { ZOfferVodRequest } from './offer-vod.schema';

/** POST /offers: start a draft on a listing (spec: "Make an Offer" on the property page). */
export const ZCreateOfferRequest = z.object({ propertyId: z.uuid(MESSAGES.invalidInput) });
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/** PUT /offers/{id}/pages/{page}: which page (its body is OFFER_PAGE_SCHEMAS[page]). */
export const ZOfferPageParams = z.object({ id: z.uuid(), page: z.enum(OFFER_PAGES) });

/** The listing an offer is on, as the offer pages and lists show it. */
export const ZOfferListing = z.object({
  _id: z.uuid(),
  title: z.string().nullable(),
  price: ZMoney.nullable(),
  address: z.object({ street: z.string().nullable(), city: z.string().nullable(), state: z.string().nullable(), country: z.string() }),
  photo: z.string().nullable(),
  /** Agent-listed (the owner is the listing agent). */
  agentListed: z.boolean(),
});

/** A recorded signature (the image or typed name stays in the signed PDF). */
export const ZOfferSignature = z.object({
  buyerId: z.uuid(),
  method: z.enum(['typed', 'drawn']),
  signedAt: z.iso.datetime({ offset: true }),
});

/** What a rendered PDF is: the offer as the buyers signed and sent it, or the final terms both sides signed (finalize). */
export const OFFER_PDF_KINDS = ['offer-pdf', 'final-pdf'] as const;
export type TOfferPdfKind = (typeof OFFER_PDF_KINDS)[number];

/** A rendered offer PDF and its SHA-256 (the buyer's language, and the English copy). */
export const ZOfferPdf = z.object({
  _id: z.uuid(),
  kind: z.enum(OFFER_PDF_KINDS),
  locale: z.string(),
  sha256: z.string().length(64),
  sizeBytes: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** The spec's buyer record template, merged from the pages (for views and the PDF). */
export const ZBuyerRecord = z
  .object({
    _id: z.uuid(),
    name: z.object({ first: z.string(), last: z.string() }),
    address: z.object({
      street: z.string(),
      apt: z.string(),
      city: z.string(),
      state: z.string(),
      zip_code: z.string(),
      country: z.string(),
    }),
    email: z.string(),
    phone: z.string(),
    vod: z.array(ZVodBank),
    vodSignature: ZSignatureInput.nullable(),
    signature: ZOfferSignature.nullable(),
  })
  .extend(
    Object.fromEntries(BUYER_DOCUMENT_KINDS.map((kind) => [kind, z.array(z.uuid())])) as Record<
      (typeof BUYER_DOCUMENT_KINDS)[number],
      z.ZodArray<z.ZodUUID>
    >,
  );
export type TBuyerRecord = z.infer<typeof ZBuyerRecord>;

/** One move in an offer's history (who as what, from, to, when). */
export const ZOfferEvent = z.object({
  action: z.string(),
  from: z.string(),
  to: z.string(),
  actorRelation: z.string(),
  /** Why (a decline's or cancellation's reason), when the actor gave one. */
  reason: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});

/** Where the negotiation stands (decision 054): whose move, by when, who signed the final terms first. */
const negotiationFields = {
  /** Whose move it is while an answer is owed (sent, countered), or who may renegotiate a declined offer. */
  turn: z.enum(OFFER_SIDES).nullable(),
  /** The end of the response window (2 business days after the last move), while an answer is owed. */
  respondBy: z.iso.datetime({ offset: true }).nullable(),
  /** The side that signed the final terms first (status signed). */
  signedBy: z.enum(OFFER_SIDES).nullable(),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
  escrowOpenedAt: z.iso.datetime({ offset: true }).nullable(),
};

/** An offer as its parties see it (spec: _id, property, completed, seen, updatedAt, buyers, buyingAgentInformation.agentEmail, sellerID). */
export const ZOffer = z.object({
  _id: z.uuid(),
  /** The listing's id (spec: property). */
  property: z.uuid(),
  listing: ZOfferListing,
  status: z.enum(OFFER_STATUSES),
  /** false = draft, true = sent (spec). */
  completed: z.boolean(),
  seen: z.boolean(),
  sellerID: z.uuid(),
  /** The account that fills the offer out (a buyer or a buyer's agent). */
  buyerID: z.uuid(),
  buyers: z.array(ZBuyerRecord),
  buyingAgentInformation: z.object({ agentEmail: z.string() }).nullable(),
  /** How the caller stands to this offer, and what they may do with it now. */
  relation: z.enum(OFFER_RELATIONS),
  actions: z.array(z.enum(OFFER_ACTIONS)),
  /** What the pages edit, page by page: all of it for the buyer side; the seller side gets the terms the signed PDF shows (basics, title and vesting, terms). */
  draft: ZOfferDraft.nullable(),
  pages: ZPageResults,
  /** The uploaded names of the files the pages hold (documents, bank statements), by media id: the buyer side only. */
  fileNames: z.record(z.string(), z.string()),
  money: ZOfferMoney,
  currency: z.string().length(3),
  signatures: z.array(ZOfferSignature),
  pdfs: z.array(ZOfferPdf),
  bookingDeposit: z.object({ amount: ZMoney, paymentId: z.uuid().nullable() }).nullable(),
  /** Its history, oldest first (the read-only view shows it). */
  history: z.array(ZOfferEvent),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  ...negotiationFields,
  /** The rounds of the negotiation, oldest first (round 0 is the offer as sent). */
  versions: z.array(ZOfferVersion),
  /** The final terms' signatures, one per side (finalize). */
  finalSignatures: z.array(z.object({ side: z.enum(OFFER_SIDES), signedAt: z.iso.datetime({ offset: true }) })),
  /** Verification of deposit requests sent to the buyers' banks, newest first. */
  vodRequests: z.array(ZOfferVodRequest),
  /** The seller side's negotiation fee ({fee}% of the total closing negotiation cost), charged when the seller finalizes; null for the buyer side. */
  negotiationFee: z.object({ bps: z.number().int(), amount: ZMoney }).nullable(),
  /** Whether the listing is on the market (an open offer on a listing off it reads "Inactive"). */
  listingOnMarket: z.boolean(),
  /** Who the reader negotiates with, to contact them directly: the seller's account for the buyer side, the buyer's for the seller side; null on a draft. */
  counterpart: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;

/** An offer in the dashboard's lists (offers made, offers received). */
export const ZOfferListItem = z.object({
  _id: z.uuid(),
  property: z.uuid(),
  listing: ZOfferListing,
  status: z.enum(OFFER_STATUSES),
  completed: z.boolean(),
  seen: z.boolean(),
  sellerID: z.uuid(),
  buyerID: z.uuid(),
  relation: z.enum(OFFER_RELATIONS),
  buyers: z.array(z.object({ name: z.object({ first: z.string(), last: z.string() }), email: z.string() })),
  offerPrice: ZMoney.nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  ...negotiationFields,
  /** Whether the listing is on the market (an open offer on a listing off it reads "Inactive"). */
  listingOnMarket: z.boolean(),
});
export type TOfferListItem = z.infer<typeof ZOfferListItem>;

/** POST /offers/{id}/signatures: the caller signs for one buyer (typed or drawn). */
export const ZSignOfferRequest = z.object({ buyerId: z.uuid(MESSAGES.invalidInput), signature: ZSignatureInput });

/** GET /offers/{id}/pdfs/{pdfId}/verify: whether the stored PDF still has the SHA-256 recorded when it was signed. */
export const ZPdfVerification = z.object({ sha256: z.string(), stored: z.string().nullable(), unchanged: z.boolean() });

/** One offer in the seller's compare view: the terms side by side, with its VOD outcome and deadline. */
export const ZOfferComparisonRow = z.object({
  _id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  turn: z.enum(OFFER_SIDES).nullable(),
  seen: z.boolean(),
  buyers: z.array(z.object({ name: z.object({ first: z.string(), last: z.string() }) })),
  offerPrice: ZMoney,
  initialDeposit: ZMoney.nullable(),
  increaseDeposits: ZMoney,
  escrowPeriodDays: z.number().int().nullable(),
  closingDays: z.number().int().nullable(),
  ownerCarry: ZMoney.nullable(),
  /** The best outcome among the buyers' VOD requests: verified beats pending beats not verified and expired; none when not asked. */
  vod: z.enum(['verified', 'pending', 'not-verified', 'expired', 'none']),
  respondBy: z.iso.datetime({ offset: true }).nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TOfferComparisonRow = z.infer<typeof ZOfferComparisonRow>;

/** GET /offers/compare/{listingId}: every sent offer on one of the seller's listings, side by side (amounts in the listing's currency). */
export const ZOfferComparison = z.object({
  listing: ZOfferListing,
  /** Whether the listing is on the market (open offers on a listing off it read "Inactive"). */
  listingOnMarket: z.boolean(),
  offers: z.array(ZOfferComparisonRow),
});
export type TOfferComparison = z.infer<typeof ZOfferComparison>;
