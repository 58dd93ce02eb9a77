import { BUYER_SIDE, SELLER_SIDE, type TOfferRelation, type TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { TOfferListItem } from '@app/shared/offers/offers.schema';

/**
 * The dashboard's offer tabs (spec section 4, Offers: Active, Pending, Accepted, Completed, Closed,
 * Countered, Rejected; drafts, the spec's other grouping, get their own tab).
 */
export const OFFER_TABS = ['active', 'pending', 'accepted', 'completed', 'closed', 'countered', 'rejected', 'drafts'] as const;
export type TOfferTab = (typeof OFFER_TABS)[number];

/**
 * The tab each stored status lives in, as decision 054 sets it (draft → drafts, sent → Pending;
 * the negotiation's statuses follow its table). A Record over every status, so issue 18 cannot add
 * a status without placing it.
 */
export const STATUS_TAB: Record<TOfferStatus, TOfferTab> = {
  draft: 'drafts',
  sent: 'pending',
  countered: 'countered',
  accepted: 'accepted',
  signed: 'accepted',
  backup: 'active',
  finalized: 'completed',
  declined: 'rejected',
  cancelled: 'closed',
  expired: 'closed',
  lost: 'closed',
};

/**
 * The status as each side reads it (decision 054: one stored status, a label per side): the buyer
 * side's sent offer is "Offer Sent"; the seller's is "Offer Submitted" until opened, then "Pending
 * Response". Issue 18 replaces this with the shared offerStatusLabel.
 */
export function statusLabelKey(offer: Pick<TOfferListItem, 'status' | 'relation' | 'seen'>): string {
  if (offer.status === 'draft') return 'draft';
  if (isSellerSide(offer.relation)) return offer.seen ? 'pendingResponse' : 'offerSubmitted';
  return 'offerSent';
}

/** The groupings of the tabs (spec: offers made, offers received, drafts): the drafts tab holds drafts, the others received and made. */
export const OFFER_GROUPS = ['received', 'made', 'drafts'] as const;
export type TOfferGroup = (typeof OFFER_GROUPS)[number];

/** The read-only views of one offer (spec: the offer, and its history). */
export const OFFER_VIEWS = ['offer', 'history'] as const;
export type TOfferView = (typeof OFFER_VIEWS)[number];

export function isBuyerSide(relation: TOfferRelation) {
  return (BUYER_SIDE as readonly string[]).includes(relation);
}
export function isSellerSide(relation: TOfferRelation) {
  return (SELLER_SIDE as readonly string[]).includes(relation);
}

/** The groupings a tab shows. */
export function groupsOf(tab: TOfferTab): readonly TOfferGroup[] {
  return tab === 'drafts' ? ['drafts'] : ['received', 'made'];
}

export const isOfferTab = (value: string | undefined): value is TOfferTab => OFFER_TABS.includes(value as TOfferTab);
export const isOfferView = (value: string | undefined): value is TOfferView => OFFER_VIEWS.includes(value as TOfferView);

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
