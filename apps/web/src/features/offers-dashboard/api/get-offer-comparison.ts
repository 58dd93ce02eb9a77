import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { offersKey } from './get-offers';

const ZOfferComparison = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZOfferComparison));

/** GET /offers/compare/{listingId}: every sent offer on one of the seller's listings, side by side (the seller side only). */
export function getOfferComparison(listingId: string, signal?: AbortSignal) {
  return api(`/offers/compare/${encodeURIComponent(listingId)}`, ZOfferComparison, { signal });
}

/** The compare view of one listing; completedOffers on one of its offers asks for it again. */
export function offerComparisonQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: [...offersKey, 'compare', listingId] as const,
    queryFn: ({ signal }) => getOfferComparison(listingId, signal),
  });
}

/** The offers on a listing, once its id is known. */
export function useOfferComparison(listingId: string | undefined) {
  return useQuery({ ...offerComparisonQueryOptions(listingId ?? ''), enabled: Boolean(listingId) });
}
