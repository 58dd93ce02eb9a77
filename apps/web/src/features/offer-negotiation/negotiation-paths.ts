import type { TOfferAction } from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { readerSide } from '../../ui/offer/use-offer-status';

/** The negotiation's pages (spec route offers/{offer}/Negotiation/{page}): the counter form and the final signature. */
export const NEGOTIATION_PAGES = ['counter', 'finalize'] as const;
export type TNegotiationPage = (typeof NEGOTIATION_PAGES)[number];
export const isNegotiationPage = (value: string | undefined): value is TNegotiationPage =>
  NEGOTIATION_PAGES.includes(value as TNegotiationPage);

/** Where a negotiation page of an offer is. */
export const negotiationPath = (offerId: string, page: TNegotiationPage) => `/dashboard/offers/${offerId}/Negotiation/${page}`;

/** The moves that send new terms (one form, the counter page): at most one is open at a time (decision 054). */
export const TERMS_MOVES = ['counter', 'edit', 'renegotiate'] as const satisfies readonly TOfferAction[];
export type TTermsMove = (typeof TERMS_MOVES)[number];

/** Which terms move the reader may make now, if any. */
export function termsMoveOf(actions: readonly TOfferAction[]): TTermsMove | undefined {
  return TERMS_MOVES.find((move) => actions.includes(move));
}

/** Where the host page's read-only view of an offer is, given by the app (the dashboard's tabs are its own). */
export type TOfferViewPath = (offer: Pick<TOffer, '_id' | 'status'>, view?: 'offer' | 'counters') => string;

/** Whether the seller side has signed the final terms and has the negotiation fee left to pay (decision 057: its payment finalizes). */
export function owesNegotiationFee(offer: Pick<TOffer, 'status' | 'relation' | 'finalSignatures'>): boolean {
  return (
    offer.status === 'signed' && readerSide(offer.relation) === 'seller' && offer.finalSignatures.some((entry) => entry.side === 'seller')
  );
}
