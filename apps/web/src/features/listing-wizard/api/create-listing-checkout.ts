import type { TListingTermMonths } from '@app/shared/constants/listings';
import { ZCheckout } from '@app/shared/payments/payments.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

type ListingCheckout = { listingId: string; term: TListingTermMonths };

/**
 * POST /checkouts for a listing plan: pays to publish a finished listing, or to extend a live one
 * (400 LISTING_NOT_READY 'Finish every step before paying for the listing.').
 */
export function createListingCheckout({ listingId, term }: ListingCheckout) {
  return api('/checkouts', ZCheckout, { method: 'POST', body: { product: { kind: 'listing-plan', ref: listingId, options: { term } } } });
}

/** Opens the checkout; the caller goes on to /checkout/{id}. */
export function useCreateListingCheckout() {
  return useMutation({ mutationFn: createListingCheckout });
}
