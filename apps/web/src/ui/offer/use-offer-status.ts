import { offerStatusLabel, offerStatusNote, type TOfferLabelState } from '@app/shared/offers/offer-status-labels';
import { sideOf, type TOfferRelation, type TOfferSide, type TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { TOfferStatusId } from '@app/shared/reference/offers';
import { useTranslation } from 'react-i18next';

/** What the status words read from an offer (a list item or a whole offer). */
export type TOfferStatusSource = TOfferLabelState & {
  relation: TOfferRelation;
  signedBy?: TOfferSide | null;
  /** The listing's market state (off the market: an open offer reads "Inactive"). */
  listingOnMarket: boolean;
};

/** The side a reader reads an offer from: the side they negotiate for; a co-buyer reads it as the buyer side. */
export function readerSide(relation: TOfferRelation): TOfferSide {
  return sideOf(relation) ?? 'buyer';
}

/** The status id a reader sees (decision 054's label per side), 'draft' for an unsent offer, and the note under it, if any. */
export function offerStatusIds(offer: TOfferStatusSource): { label: TOfferStatusId | 'draft'; note: TOfferStatusId | undefined } {
  const side = readerSide(offer.relation);
  return {
    label: offerStatusLabel(offer, side) ?? 'draft',
    note: offerStatusNote(offer, side, offer.listingOnMarket),
  };
}

const TONE: Partial<Record<TOfferStatus, 'good' | 'warning' | 'bad'>> = {
  accepted: 'good',
  signed: 'good',
  finalized: 'good',
  countered: 'warning',
  backup: 'warning',
  declined: 'bad',
  cancelled: 'bad',
  expired: 'bad',
  lost: 'bad',
};

/**
 * The spec's status words for an offer in the reader's language (the `options:offerStatuses`
 * catalog, one set of keys for every offer page): the label their side reads, the note under it
 * ("Awaiting Reply", "Inactive") and the badge's tone.
 */
export function useOfferStatus() {
  const { t } = useTranslation('options');
  return (offer: TOfferStatusSource) => {
    const ids = offerStatusIds(offer);
    return {
      label: t(`offerStatuses.${ids.label}`),
      note: ids.note ? t(`offerStatuses.${ids.note}`) : null,
      tone: TONE[offer.status] ?? 'neutral',
    } as const;
  };
}
