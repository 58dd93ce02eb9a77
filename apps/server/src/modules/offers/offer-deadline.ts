import { addBusinessDaysInZone } from '@app/shared/domain/business-days';
import { RESPONSE_WINDOW_BUSINESS_DAYS } from '@app/shared/offers/offer-negotiation';
import { listingTimeZone, type ListingPlace } from './listing-time-zone';

/**
 * The end of a side's response window: 2 business days after a move (spec section 9), counted
 * in the listing's time zone (decision 054): its weekends, the same local time of day.
 */
export function responseDeadline(target: ListingPlace, from: Date): Date {
  return addBusinessDaysInZone(from, RESPONSE_WINDOW_BUSINESS_DAYS, listingTimeZone(target));
}
