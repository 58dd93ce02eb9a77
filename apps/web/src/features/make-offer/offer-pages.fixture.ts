import { OFFER_PAGES, type TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import type { TPageResult, TPageResults } from '@app/shared/offers/offer-pages';
import { offerMoney } from '@app/shared/offers/offer-terms';
import type { TBuyerRecord, TOffer } from '@app/shared/offers/offers.schema';
import { NOT_NEGOTIATED } from '../../../test/fixtures/offer.fixture';

export const OFFER_ID = '00000000-0000-4000-8000-000000000f01';
export const LISTING_ID = '00000000-0000-4000-8000-00000000a001';
export const BUYER_ID = '00000000-0000-4000-8000-00000000b0b1';
export const CO_BUYER_ID = '00000000-0000-4000-8000-00000000b0b2';

/** A page with nothing left to answer. */
export const COMPLETE: TPageResult = { complete: true, invalid: {}, missing: {} };

/** Every page complete except those given. */
export function pagesWith(overrides: Partial<TPageResults> = {}): TPageResults {
  return { ...(Object.fromEntries(OFFER_PAGES.map((page) => [page, COMPLETE])) as TPageResults), ...overrides };
}

/** A buyer as the offer carries them (Ana Lopez, ana@example.com unless overridden). */
export function buildBuyer(overrides: Partial<TBuyerRecord> = {}): TBuyerRecord {
  return {
    _id: BUYER_ID,
    name: { first: 'Ana', last: 'Lopez' },
    address: { street: '1 Main St', apt: '', city: 'Austin', state: 'TX', zip_code: '78701', country: 'us' },
    email: 'ana@example.com',
    phone: '(512) 555-0134',
    vod: [],
    vodSignature: null,
    signature: null,
    govermentID: [],
    grantDeed: [],
    livingTrustAgreement: [],
    articlesOfIncorporation: [],
    certificationOfIncorporation: [],
    businessRegistrationLicense: [],
    additionalDocs: [],
    ...overrides,
  };
}

/** The draft of a $600,000.00 bid on a $685,000.00 listing: $18,000 down, one $12,000 increase. */
export function buildDraft(overrides: TOfferDraft = {}): TOfferDraft {
  return {
    basics: { offerPrice: 60_000_000, filledBy: 'buyer', closingDays: 30 },
    titleVesting: { ownershipType: 'sole-ownership', titleHeldAs: 'A single woman, as her sole property' },
    terms: {
      initial_escrow_deposit: { deposit: 1_800_000 },
      increase_escrow_deposits: [{ deposit: 1_200_000 }],
      escrowPeriodDays: 30,
      ownerCarry: 0,
      minimumCounter: 59_000_000,
    },
    ...overrides,
  };
}

/** A draft offer as GET /offers/{id} returns it to its buyer; money computed from the draft as the server does. */
export function buildOffer(overrides: Partial<TOffer> = {}): TOffer {
  const draft = overrides.draft ?? buildDraft();
  return {
    _id: OFFER_ID,
    property: LISTING_ID,
    fileNames: {},
    ...NOT_NEGOTIATED,
    listing: {
      _id: LISTING_ID,
      title: 'Casa Azul',
      price: { amount: 68_500_000, currency: 'USD' },
      address: { street: '12 Elm St', city: 'Austin', state: 'TX', country: 'us' },
      photo: null,
      agentListed: false,
    },
    status: 'draft',
    completed: false,
    seen: false,
    sellerID: '00000000-0000-4000-8000-000000005e11',
    buyerID: '00000000-0000-4000-8000-000000000001',
    buyers: [buildBuyer()],
    buyingAgentInformation: null,
    relation: 'buyer',
    actions: ['send', 'remove-draft'],
    draft,
    pages: pagesWith({ sign: { complete: false, invalid: {}, missing: { 'signatures.0': 'This field is required.' } } }),
    money: offerMoney(draft ?? {}),
    currency: 'USD',
    signatures: [],
    pdfs: [],
    bookingDeposit: null,
    history: [],
    createdAt: '2026-03-05T15:00:00.000Z',
    updatedAt: '2026-03-05T15:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}
