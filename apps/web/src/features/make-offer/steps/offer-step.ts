import type { ComponentType } from 'react';
import type { TOfferPage, TOfferPageBody } from '@app/shared/offers/offer-draft.schema';
import type { TPageResult } from '@app/shared/offers/offer-pages';
import type { TOffer } from '@app/shared/offers/offers.schema';

/**
 * What the offer wizard gives each of its eight pages: the offer as the server last returned it,
 * this page's answers as the person is editing them, and the server's verdict on the page after
 * its last save (`invalid` blocks saving and continuing, `missing` are unanswered questions), keyed
 * by field path as offer-pages.ts writes them ('offerPrice', 'buyers.0.email', …).
 */
export type OfferStepProps<P extends TOfferPage> = {
  offer: TOffer;
  value: TOfferPageBody<P>;
  onChange: (next: TOfferPageBody<P>) => void;
  result: TPageResult;
};

export type OfferStep<P extends TOfferPage> = ComponentType<OfferStepProps<P>>;
