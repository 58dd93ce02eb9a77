import { z } from 'zod';
import { OWNERSHIP_TYPE_IDS } from '../reference/offers';
import { MESSAGES } from '../messages/messages';
import { COUNTRY_CODES } from '../reference/countries';

/*
 * The eight-page offer as the pages save it (spec section 2, Make-an-offer flow; section 3, Offer),
 * page by page, saved as the buyer goes. Like a listing draft, every field may be missing: types,
 * ranges and lengths are checked here so nothing nonsensical is stored, while what is still
 * unanswered and what breaks a rule across pages is judged by offer-pages.ts. Money is integer
 * minor units in the listing's currency. Buyer-level parts (VOD, documents) are keyed by the
 * buyer's `_id`, so removing a co-buyer never shifts another buyer's bank or files.
 */
const text = (max: number) => z.string(MESSAGES.invalidInput).trim().max(max, MESSAGES.invalidInput);
const money = z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).max(1e13, MESSAGES.invalidInput);
const mediaIds = z.array(z.uuid(MESSAGES.invalidInput)).max(10, MESSAGES.invalidInput);

/** The pages, in the stepper's order (spec: basics, title and vesting, buyers, VOD, documents, authorization, terms, sign). */
export const OFFER_PAGES = ['basics', 'titleVesting', 'buyers', 'vod', 'documents', 'authorization', 'terms', 'sign'] as const;
export type TOfferPage = (typeof OFFER_PAGES)[number];

/** Who fills the offer out: a buyer, or a buyer's agent acting for another buyer (spec section 6). */
export const OFFER_FILLERS = [
  { id: 'buyer', label: 'Buyer' },
  { id: 'buyers-agent', label: "Buyer's Agent" },
] as const;
export const OFFER_FILLER_IDS = ['buyer', 'buyers-agent'] as const;

/** Bank account types of a VOD account. */
export const BANK_ACCOUNT_TYPE_IDS = ['checking', 'savings', 'money-market', 'brokerage', 'other'] as const;

/** Page 1, Basics: the bid, who fills it out, and the closing timeline. */
export const ZOfferBasics = z.object({
  offerPrice: money.nullable().optional(),
  filledBy: z.enum(OFFER_FILLER_IDS, MESSAGES.invalidInput).optional(),
  /** Days from acceptance to closing. */
  closingDays: z
    .number(MESSAGES.invalidInput)
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(365, MESSAGES.invalidInput)
    .nullable()
    .optional(),
});

/** Page 2, Title and vesting: the ownership type and how title will be held (the vesting wording). */
export const ZOfferTitleVesting = z.object({
  ownershipType: z.enum(OWNERSHIP_TYPE_IDS, MESSAGES.invalidInput).optional(),
  titleHeldAs: text(300).optional(),
  /** The trust's or company's name, for a living trust, a company or a company's director. */
  entityName: text(200).optional(),
});

/** A buyer as page 3 edits them (spec buyer record: name, address with country, email, phone). */
export const ZOfferBuyer = z.object({
  /** Kept across saves; a new buyer gets one from the server. */
  _id: z.uuid(MESSAGES.invalidInput).optional(),
  name: z.object({ first: text(25).optional(), last: text(25).optional() }).optional(),
  address: z
    .object({
      street: text(200).optional(),
      apt: text(50).optional(),
      city: text(100).optional(),
      state: text(100).optional(),
      zip_code: text(20).optional(),
      country: z.enum(COUNTRY_CODES, MESSAGES.invalidInput).optional(),
    })
    .optional(),
  email: text(254).toLowerCase().optional(),
  phone: text(30).optional(),
});
export type TOfferBuyer = z.infer<typeof ZOfferBuyer>;

/** Page 3, Buyers: the buyer and co-buyers, and the buyer's agent when there is one. */
export const ZOfferBuyers = z.object({
  buyers: z.array(ZOfferBuyer).max(6, MESSAGES.invalidInput).optional(),
  buyingAgentInformation: z
    .object({
      agentEmail: text(254).toLowerCase().optional(),
      name: text(100).optional(),
      phone: text(30).optional(),
      licenseNumber: text(50).optional(),
    })
    .nullable()
    .optional(),
});

/** A signature as given: typed (the signer's name) or drawn on a canvas (a PNG, as a data URL). */
export const ZSignatureInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('typed'), typedName: text(100).min(1, MESSAGES.required) }),
  z.object({
    method: z.literal('drawn'),
    /** data:image/png;base64,… at most about 200 kB. */
    image: z
      .string(MESSAGES.required)
      .max(280_000, MESSAGES.invalidInput)
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, MESSAGES.invalidInput),
  }),
]);
export type TSignatureInput = z.infer<typeof ZSignatureInput>;

/** One bank of a buyer's VOD (spec: bankName, bankersName, bankersPhone, bankersEmail, accounts). */
export const ZVodBank = z.object({
  bankName: text(120).optional(),
  bankersName: text(120).optional(),
  bankersPhone: text(30).optional(),
  bankersEmail: text(254).toLowerCase().optional(),
  accounts: z
    .array(
      z.object({
        accountName: text(120).optional(),
        accountType: z.enum(BANK_ACCOUNT_TYPE_IDS, MESSAGES.invalidInput).optional(),
        accountNumber: text(34).optional(),
        /** The most recent 3 months of statements (spec section 9): uploaded files. */
        mostRecentBankStatement: mediaIds.optional(),
      }),
    )
    .max(10, MESSAGES.invalidInput)
    .optional(),
});

/** Page 4, VOD: each buyer's banks and their VOD signature (sending it to the bank is the negotiation's). */
export const ZOfferVod = z.object({
  vod: z
    .array(
      z.object({
        buyerId: z.uuid(MESSAGES.invalidInput),
        banks: z.array(ZVodBank).max(5, MESSAGES.invalidInput).optional(),
        vodSignature: ZSignatureInput.nullable().optional(),
      }),
    )
    .max(6, MESSAGES.invalidInput)
    .optional(),
});

/** The document lists of the spec's buyer record (its spelling, `govermentID`), plus the Trustee's grant deed. */
export const BUYER_DOCUMENT_KINDS = [
  'govermentID',
  'grantDeed',
  'livingTrustAgreement',
  'articlesOfIncorporation',
  'certificationOfIncorporation',
  'businessRegistrationLicense',
  'additionalDocs',
] as const;
export type TBuyerDocumentKind = (typeof BUYER_DOCUMENT_KINDS)[number];

/** Page 5, Documents: per buyer, the files of each kind (PDF, JPG or PNG uploaded as private files). */
export const ZOfferDocuments = z.object({
  documents: z
    .array(
      z
        .object({ buyerId: z.uuid(MESSAGES.invalidInput) })
        .extend(
          Object.fromEntries(BUYER_DOCUMENT_KINDS.map((kind) => [kind, mediaIds.optional()])) as Record<
            TBuyerDocumentKind,
            z.ZodOptional<typeof mediaIds>
          >,
        ),
    )
    .max(6, MESSAGES.invalidInput)
    .optional(),
});

/** Page 6, Authorization: share the offer and documents with the seller and their agent; charge the booking deposit. */
export const ZOfferAuthorization = z.object({
  shareWithSeller: z.boolean(MESSAGES.invalidInput).optional(),
  chargeBookingDeposit: z.boolean(MESSAGES.invalidInput).optional(),
});

/** Page 7, Terms (spec: initial_escrow_deposit.deposit, increase deposits, escrow period, owner carry, other terms, minimum counter). */
export const ZOfferTerms = z.object({
  initial_escrow_deposit: z.object({ deposit: money.nullable().optional() }).optional(),
  increase_escrow_deposits: z
    .array(z.object({ deposit: money.nullable().optional() }))
    .max(10, MESSAGES.invalidInput)
    .optional(),
  /** Escrow period in days. */
  escrowPeriodDays: z
    .number(MESSAGES.invalidInput)
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(365, MESSAGES.invalidInput)
    .nullable()
    .optional(),
  /** How much of the price the owner carries (seller financing), 0 for none. */
  ownerCarry: money.nullable().optional(),
  otherTerms: text(4000).optional(),
  minimumCounter: money.nullable().optional(),
});

/** Page 8, Sign: nothing to save; signatures are given one by one (POST …/signatures). */
export const ZOfferSign = z.object({});

/** Each page's body for PUT /offers/{id}/pages/{page}. */
export const OFFER_PAGE_SCHEMAS = {
  basics: ZOfferBasics,
  titleVesting: ZOfferTitleVesting,
  buyers: ZOfferBuyers,
  vod: ZOfferVod,
  documents: ZOfferDocuments,
  authorization: ZOfferAuthorization,
  terms: ZOfferTerms,
  sign: ZOfferSign,
} as const satisfies Record<TOfferPage, z.ZodObject>;

/** The whole draft: each page's answers under its name. */
export const ZOfferDraft = z.object({
  basics: ZOfferBasics.optional(),
  titleVesting: ZOfferTitleVesting.optional(),
  buyers: ZOfferBuyers.optional(),
  vod: ZOfferVod.optional(),
  documents: ZOfferDocuments.optional(),
  authorization: ZOfferAuthorization.optional(),
  terms: ZOfferTerms.optional(),
});
export type TOfferDraft = z.infer<typeof ZOfferDraft>;
export type TOfferPageBody<P extends TOfferPage> = z.infer<(typeof OFFER_PAGE_SCHEMAS)[P]>;

/** Every uploaded file a draft names (documents and bank statements), each once. */
export function offerMediaIds(draft: TOfferDraft): string[] {
  const ids = new Set<string>();
  for (const entry of draft.documents?.documents ?? [])
    for (const kind of BUYER_DOCUMENT_KINDS) for (const id of entry[kind] ?? []) ids.add(id);
  for (const entry of draft.vod?.vod ?? [])
    for (const bank of entry.banks ?? [])
      for (const account of bank.accounts ?? []) for (const id of account.mostRecentBankStatement ?? []) ids.add(id);
  return [...ids];
}
