import type { TOfferStatusId } from '../reference/offers';
import type { TOfferSide, TOfferStatus } from './offer-transitions';

/** What the label reads from an offer: its stored status, whose turn it is, and whether the seller side has opened it. */
export type TOfferLabelState = { status: TOfferStatus; turn: TOfferSide | null; seen: boolean };

/**
 * The spec's status name a side reads for an offer (decision 054): the same fact named from each
 * side, so the buyer's "Offer Sent" is the seller's "Offer Submitted" until opened, then "Pending
 * Response"; a counter reads "Counter Offer Submitted" to its author and "Countered" to the other
 * side. `undefined` for a draft (the buyer's own; the web calls it Draft).
 */
export function offerStatusLabel(offer: TOfferLabelState, side: TOfferSide): TOfferStatusId | undefined {
  const waitingOnMe = offer.turn === side;
  switch (offer.status) {
    case 'draft':
      return undefined;
    case 'sent':
      if (side === 'buyer') return 'offer-sent';
      return offer.seen ? 'pending-response' : 'offer-submitted';
    case 'countered':
      return waitingOnMe ? 'countered' : 'counter-offer-submitted';
    case 'accepted':
      return 'accepted';
    case 'backup':
      return 'under-review-of-better-offer';
    case 'signed':
      return 'signed';
    case 'finalized':
      return 'finalized';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'lost':
      return 'accepted-another-offer';
  }
}

/** An open offer whose listing is off the market reads "Inactive" (it waits; taking a listing down never rewrites its offers). */
export function isInactiveOffer(status: TOfferStatus, listingOnMarket: boolean): boolean {
  return !listingOnMarket && (status === 'sent' || status === 'countered' || status === 'backup');
}

/**
 * The second line under the status, when there is one: "Awaiting Reply" while the other side owes
 * the answer (or the final signature), and "Inactive" on an open offer whose listing is off the
 * market (the listing's state, read when shown).
 */
export function offerStatusNote(
  offer: TOfferLabelState & { signedBy?: TOfferSide | null },
  side: TOfferSide,
  listingOnMarket: boolean,
): TOfferStatusId | undefined {
  if (isInactiveOffer(offer.status, listingOnMarket)) return 'inactive';
  if ((offer.status === 'sent' || offer.status === 'countered') && offer.turn && offer.turn !== side) return 'awaiting-reply';
  if (offer.status === 'signed' && offer.signedBy === side) return 'awaiting-reply';
  return undefined;
}
