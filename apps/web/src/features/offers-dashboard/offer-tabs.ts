import { isInactiveOffer } from '@app/shared/offers/offer-status-labels';
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
 * The tab an offer is listed in: its status's, except that an open offer whose listing is off the
 * market (spec: Inactive) waits in Active, set apart, until the listing is back (docs/decisions/059).
 */
export function offerTab(offer: Pick<TOfferListItem, 'status' | 'listingOnMarket'>): TOfferTab {
  return isInactiveOffer(offer.status, offer.listingOnMarket) ? 'active' : STATUS_TAB[offer.status];
}

/** Whether a link may name this tab for an offer whose listing's state it does not know (the offer page's). */
export function mayBeInTab(status: TOfferStatus, tab: TOfferTab): boolean {
  return STATUS_TAB[status] === tab || (tab === 'active' && isInactiveOffer(status, false));
}

/**
 * The groupings of the tabs: offers received (sent to the person's listings), offers made (sent by
 * them), drafts (their unsent offers), and the spec's groupings set apart inside a tab, both sides
 * together: inactive (Active: the listing is off the market) and expired (Closed). Completed is the
 * spec's "in escrow" and Rejected its "declined": each whole tab is that grouping.
 */
export const OFFER_GROUPS = ['received', 'made', 'drafts', 'inactive', 'expired'] as const;
export type TOfferGroup = (typeof OFFER_GROUPS)[number];
/** The groupings that hold offers of both sides. */
export const MIXED_GROUPS: readonly TOfferGroup[] = ['inactive', 'expired'];

/** The grouping an offer is set apart in within its tab, if any. */
function apartGroup(offer: TOfferListItem): TOfferGroup | undefined {
  if (isInactiveOffer(offer.status, offer.listingOnMarket)) return 'inactive';
  if (offer.status === 'expired') return 'expired';
  return undefined;
}

/**
 * The views of one offer (spec route offers/{tab}/{view}/{offer}): the offer, its history, its
 * counter history (spec: "offer history and counter history views"), and the seller's compare of
 * every offer on its listing (its own lazily loaded page).
 */
export const OFFER_VIEWS = ['offer', 'history', 'counters', 'compare'] as const;
export type TOfferView = (typeof OFFER_VIEWS)[number];
/** The views the offer page shows as its tabs (compare is a page of its own, linked from there). */
export const OFFER_PAGE_VIEWS = OFFER_VIEWS.filter((view): view is Exclude<TOfferView, 'compare'> => view !== 'compare');

export function isBuyerSide(relation: TOfferRelation) {
  return (BUYER_SIDE as readonly string[]).includes(relation);
}
export function isSellerSide(relation: TOfferRelation) {
  return (SELLER_SIDE as readonly string[]).includes(relation);
}

/** The groupings a tab shows, in order. */
export function groupsOf(tab: TOfferTab): readonly TOfferGroup[] {
  if (tab === 'drafts') return ['drafts'];
  if (tab === 'active') return ['received', 'made', 'inactive'];
  if (tab === 'closed') return ['received', 'made', 'expired'];
  return ['received', 'made'];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a route's {offer} can be an offer's id (anything else is not found without asking). */
export const isOfferId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);
export const isOfferTab = (value: string | undefined): value is TOfferTab => OFFER_TABS.includes(value as TOfferTab);
export const isOfferView = (value: string | undefined): value is TOfferView => OFFER_VIEWS.includes(value as TOfferView);

/** Newest change first (spec: lists are sorted by updatedAt, newest first). */
export function newestFirst<T extends Pick<TOfferListItem, 'updatedAt'>>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** One tab's offers in its groupings, each newest first (a grouping the tab does not show is empty). */
export function groupOffers(tab: TOfferTab, made: readonly TOfferListItem[], received: readonly TOfferListItem[]) {
  const inTab = (offer: TOfferListItem) => offerTab(offer) === tab;
  const sent = [...received, ...made.filter((offer) => offer.completed)].filter(inTab);
  const apart = (group: TOfferGroup) => newestFirst(sent.filter((offer) => apartGroup(offer) === group));
  return {
    received: newestFirst(received.filter((offer) => inTab(offer) && !apartGroup(offer))),
    made: newestFirst(made.filter((offer) => inTab(offer) && offer.completed && !apartGroup(offer))),
    drafts: newestFirst(made.filter((offer) => inTab(offer) && !offer.completed)),
    inactive: apart('inactive'),
    expired: apart('expired'),
  } satisfies Record<TOfferGroup, TOfferListItem[]>;
}

/** How many offers each tab holds, for the tab labels. */
export function tabCounts(made: readonly TOfferListItem[], received: readonly TOfferListItem[]): Record<TOfferTab, number> {
  const counts = Object.fromEntries(OFFER_TABS.map((tab) => [tab, 0])) as Record<TOfferTab, number>;
  for (const offer of [...made, ...received]) counts[offerTab(offer)] += 1;
  return counts;
}

/** A sent offer the seller side has not opened yet (spec: completed, unseen offers to the seller are notifications). */
export function isUnseen(offer: Pick<TOfferListItem, 'completed' | 'seen' | 'relation'>): boolean {
  return offer.completed && !offer.seen && isSellerSide(offer.relation);
}

/** How many unseen offers received each tab holds (the tab label says how many are new). */
export function unseenCounts(received: readonly TOfferListItem[]): Record<TOfferTab, number> {
  const counts = Object.fromEntries(OFFER_TABS.map((tab) => [tab, 0])) as Record<TOfferTab, number>;
  for (const offer of received) if (isUnseen(offer)) counts[offerTab(offer)] += 1;
  return counts;
}

/** Where an offer's view is: in its list's tab when its listing's state is known, else its status's. */
export function offerViewPath(offer: Pick<TOfferListItem, '_id' | 'status'> & { listingOnMarket?: boolean }, view: TOfferView = 'offer') {
  const tab = offerTab({ status: offer.status, listingOnMarket: offer.listingOnMarket ?? true });
  return `/dashboard/offers/${tab}/${view}/${offer._id}`;
}

/** Where a draft is edited: the offer wizard's first page. */
export function editDraftPath(offer: Pick<TOfferListItem, '_id' | 'property'>) {
  return `/listings/${offer.property}/offers/${offer._id}/1`;
}
