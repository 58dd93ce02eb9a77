import { addBusinessDays } from '@app/shared/domain/business-days';
import { RESPONSE_WINDOW_BUSINESS_DAYS } from '@app/shared/offers/offer-negotiation';
import type { OfferTarget } from '../listings/index';

/**
 * The end of a side's response window: 2 business days after a move (spec section 9). Counted in
 * UTC days for now; the listing's own time zone is decision 054's rule and replaces this.
 */
export function responseDeadline(_target: Pick<OfferTarget, 'country' | 'state'>, from: Date): Date {
  return addBusinessDays(from, RESPONSE_WINDOW_BUSINESS_DAYS);
}
