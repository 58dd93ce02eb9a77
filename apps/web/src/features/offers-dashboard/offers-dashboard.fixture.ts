import type { TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { TOffer, TOfferComparison, TOfferComparisonRow, TOfferListItem } from '@app/shared/offers/offers.schema';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { NOT_NEGOTIATED } from '../../../test/fixtures/offer.fixture';

export const ME = buildAccount()._id;
export const OTHER = '00000000-0000-4000-8000-0000000000aa';

/** A stable uuid for the n-th offer, listing or pdf of a test. */
export const offerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const listingIdOf = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const listing = (n: number, title: string) => ({
  _id: listingIdOf(n),
  title,
  price: { amount: 50_000_000, currency: 'USD' },
  address: { street: `${n} Oak Street`, city: 'Austin', state: 'TX', country: 'us' },
  photo: null,
  agentListed: false,
});

/** An offer the signed-in person made (buyer side); a draft unless `completed`. */
export function buildMade(n: number, overrides: Partial<TOfferListItem> & { title?: string } = {}): TOfferListItem {
  const { title = `Listing ${n}`, ...rest } = overrides;
  return {
    _id: offerId(n),
    property: listingIdOf(n),
    listing: listing(n, title),
    status: 'draft',
    completed: false,
    seen: false,
    sellerID: OTHER,
    buyerID: ME,
    relation: 'buyer',
    buyers: [{ name: { first: 'Ana', last: 'Lopez' }, email: 'ana@example.com' }],
    offerPrice: { amount: 45_000_000, currency: 'USD' },
    updatedAt: '2026-03-01T10:00:00.000Z',
    sentAt: null,
    turn: null,
    respondBy: null,
    signedBy: null,
    acceptedAt: null,
    escrowOpenedAt: null,
    listingOnMarket: true,
    ...rest,
  };
}

/** A sent offer received on one of the signed-in person's listings (seller side). */
export function buildReceived(n: number, overrides: Partial<TOfferListItem> & { title?: string } = {}): TOfferListItem {
  return buildMade(n, {
    status: 'sent',
    completed: true,
    sellerID: ME,
    buyerID: OTHER,
    relation: 'seller',
    buyers: [{ name: { first: 'Bo', last: 'Chen' }, email: 'bo@example.com' }],
    sentAt: '2026-03-01T10:00:00.000Z',
    turn: 'seller',
    ...overrides,
  });
}

const NO_ISSUES = { complete: true, invalid: {}, missing: {} };

/** A whole offer as GET /offers/{id} returns it. */
export function buildOffer(n: number, overrides: Partial<TOffer> = {}): TOffer {
  const item = buildMade(n, { status: 'sent', completed: true, sentAt: '2026-03-02T15:30:00.000Z' });
  const buyerId = offerId(900 + n);
  return {
    _id: item._id,
    fileNames: {},
    property: item.property,
    listing: item.listing,
    status: 'sent',
    completed: true,
    seen: true,
    sellerID: OTHER,
    buyerID: ME,
    buyers: [
      {
        _id: buyerId,
        name: { first: 'Ana', last: 'Lopez' },
        address: { street: '1 Main St', apt: '', city: 'Austin', state: 'TX', zip_code: '78701', country: 'us' },
        email: 'ana@example.com',
        phone: '5125550100',
        vod: [],
        vodSignature: null,
        signature: { buyerId, method: 'typed', signedAt: '2026-03-02T15:00:00.000Z' },
        govermentID: [],
        grantDeed: [],
        livingTrustAgreement: [],
        articlesOfIncorporation: [],
        certificationOfIncorporation: [],
        businessRegistrationLicense: [],
        additionalDocs: [],
      },
    ],
    buyingAgentInformation: null,
    relation: 'buyer',
    actions: [],
    draft: {
      basics: { offerPrice: 45_000_000, filledBy: 'buyer', closingDays: 30 },
      titleVesting: { ownershipType: 'sole-ownership', titleHeldAs: 'Ana Lopez, a single woman' },
      terms: { escrowPeriodDays: 45, otherTerms: 'Seller leaves the piano.', ownerCarry: 0, minimumCounter: 46_000_000 },
    },
    pages: Object.fromEntries(
      ['basics', 'titleVesting', 'buyers', 'vod', 'documents', 'authorization', 'terms', 'sign'].map((page) => [page, NO_ISSUES]),
    ) as TOffer['pages'],
    money: {
      offerPrice: 45_000_000,
      balance: 40_000_000,
      deposits: [
        { deposit: 3_000_000, dueAfter: 'signed-offer', dueAt: '2026-03-05T15:00:00.000Z' },
        { deposit: 2_000_000, dueAfter: 'escrow-opened', dueAt: null },
      ],
      technologyFee: 540_000,
      bookingDeposit: 54_000,
      depositDueBusinessDays: 3,
    },
    currency: 'USD',
    signatures: [{ buyerId, method: 'typed', signedAt: '2026-03-02T15:00:00.000Z' }],
    pdfs: [
      {
        _id: offerId(500),
        kind: 'offer-pdf',
        locale: 'en',
        sha256: 'a'.repeat(64),
        sizeBytes: 20_000,
        createdAt: '2026-03-02T15:00:00.000Z',
      },
    ],
    bookingDeposit: { amount: { amount: 54_000, currency: 'USD' }, paymentId: offerId(600) },
    history: [{ action: 'send', from: 'draft', to: 'sent', actorRelation: 'buyer', reason: null, at: '2026-03-02T15:30:00.000Z' }],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T15:30:00.000Z',
    sentAt: '2026-03-02T15:30:00.000Z',
    ...NOT_NEGOTIATED,
    turn: 'seller',
    ...overrides,
  };
}

/**
 * How each stored status stands in a test (decision 054): whose turn it is and which side signed
 * first, as the server leaves them after the move that reached it.
 */
export const STATUS_STATES: Record<TOfferStatus, Pick<TOfferListItem, 'turn' | 'signedBy' | 'respondBy'>> = {
  draft: { turn: null, signedBy: null, respondBy: null },
  sent: { turn: 'seller', signedBy: null, respondBy: '2026-03-04T23:00:00.000Z' },
  countered: { turn: 'buyer', signedBy: null, respondBy: '2026-03-04T23:00:00.000Z' },
  accepted: { turn: null, signedBy: null, respondBy: null },
  backup: { turn: null, signedBy: null, respondBy: null },
  signed: { turn: null, signedBy: 'buyer', respondBy: null },
  finalized: { turn: null, signedBy: 'buyer', respondBy: null },
  declined: { turn: 'buyer', signedBy: null, respondBy: null },
  cancelled: { turn: null, signedBy: null, respondBy: null },
  expired: { turn: null, signedBy: null, respondBy: null },
  lost: { turn: null, signedBy: null, respondBy: null },
};

/** An offer in a given status, made (buyer side) or received (seller side); the n-th of the test. */
export function buildInStatus(
  side: 'made' | 'received',
  n: number,
  status: TOfferStatus,
  overrides: Partial<TOfferListItem> & { title?: string } = {},
) {
  const build = side === 'made' ? buildMade : buildReceived;
  return build(n, {
    status,
    completed: status !== 'draft',
    sentAt: status === 'draft' ? null : '2026-03-01T10:00:00.000Z',
    ...STATUS_STATES[status],
    ...overrides,
  });
}

/** One offer in the seller's compare view (GET /offers/compare/{listingId}), amounts in US dollars. */
export function buildComparisonRow(n: number, overrides: Partial<TOfferComparisonRow> = {}): TOfferComparisonRow {
  const usd = (amount: number) => ({ amount, currency: 'USD' });
  return {
    _id: offerId(n),
    status: 'sent',
    turn: 'seller',
    seen: true,
    buyers: [{ name: { first: 'Bo', last: `Chen ${n}` } }],
    offerPrice: usd(45_000_000),
    initialDeposit: usd(3_000_000),
    increaseDeposits: usd(2_000_000),
    escrowPeriodDays: 45,
    closingDays: 30,
    ownerCarry: null,
    vod: 'none',
    respondBy: '2026-03-04T23:00:00.000Z',
    sentAt: `2026-03-0${Math.min(n, 9)}T10:00:00.000Z`,
    ...overrides,
  };
}

/** The compare view of the n-th listing with these offers. */
export function buildComparison(n: number, offers: TOfferComparisonRow[]): TOfferComparison {
  return { listing: listing(n, `Listing ${n}`), listingOnMarket: true, offers };
}
