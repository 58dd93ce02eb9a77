import { BUYER_SIDE, SELLER_SIDE, type TOfferRelation, type TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { TOfferListItem } from '@app/shared/offers/offers.schema';

/** The dashboard's offer tabs (spec section 4, Offers: Active, Pending, Accepted, Completed, Closed, Countered, Rejected). */
export const OFFER_TABS = ['active', 'pending', 'countered', 'accepted', 'completed', 'closed', 'rejected'] as const;
export type TOfferTab = (typeof OFFER_TABS)[number];
export const DEFAULT_OFFER_TAB: TOfferTab = 'active';

/**
 * The tab each status lives in. A Record over every status, so the negotiation (issue 18) cannot add
 * a status without placing it: a draft is work in progress and a sent offer waits for the seller,
 * both Active (docs/decisions: offers dashboard).
 */
export const STATUS_TAB: Record<TOfferStatus, TOfferTab> = {
  draft: 'active',
  sent: 'active',
};

/** The groupings inside a tab (spec: offers made, offers received, drafts). */
export const OFFER_GROUPS = ['received', 'made', 'drafts'] as const;
export type TOfferGroup = (typeof OFFER_GROUPS)[number];

/** The read-only views of one offer (spec: the offer, and its history). */
export const OFFER_VIEWS = ['offer', 'history'] as const;
export type TOfferView = (typeof OFFER_VIEWS)[number];

export const isOfferTab = (value: string | undefined): value is TOfferTab => OFFER_TABS.includes(value as TOfferTab);
export const isOfferView = (value: string | undefined): value is TOfferView => OFFER_VIEWS.includes(value as TOfferView);

export const isBuyerSide = (relation: TOfferRelation) => (BUYER_SIDE as readonly string[]).includes(relation);
export const isSellerSide = (relation: TOfferRelation) => (SELLER_SIDE as readonly string[]).includes(relation);

/** Newest change first (spec: lists are sorted by updatedAt, newest first). */
export function newestFirst<T extends Pick<TOfferListItem, 'updatedAt'>>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/**
 * One tab's offers in its groupings: received (sent to the person's listings), made (sent by them,
 * as buyer, buyer's agent or co-buyer) and drafts (their unsent offers), each newest first.
 */
export function groupOffers(tab: TOfferTab, made: readonly TOfferListItem[], received: readonly TOfferListItem[]) {
  const inTab = (offer: TOfferListItem) => STATUS_TAB[offer.status] === tab;
  return {
    received: newestFirst(received.filter(inTab)),
    made: newestFirst(made.filter((offer) => inTab(offer) && offer.completed)),
    drafts: newestFirst(made.filter((offer) => inTab(offer) && !offer.completed)),
  } satisfies Record<TOfferGroup, TOfferListItem[]>;
}

/** How many offers each tab holds, for the tab labels. */
export function tabCounts(made: readonly TOfferListItem[], received: readonly TOfferListItem[]): Record<TOfferTab, number> {
  const counts = Object.fromEntries(OFFER_TABS.map((tab) => [tab, 0])) as Record<TOfferTab, number>;
  for (const offer of [...made, ...received]) counts[STATUS_TAB[offer.status]] += 1;
  return counts;
}

/** Where an offer's read-only view is. */
export function offerViewPath(offer: Pick<TOfferListItem, '_id' | 'status'>, view: TOfferView = 'offer') {
  return `/dashboard/offers/${STATUS_TAB[offer.status]}/${view}/${offer._id}`;
}

/** Where a draft is edited: the offer wizard's first page. */
export function editDraftPath(offer: Pick<TOfferListItem, '_id' | 'property'>) {
  return `/listings/${offer.property}/offers/${offer._id}/1`;
}
