import { useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

/** Only the listing's terms are read here (the property page keeps the whole listing under its own key). */
const ZListingTerms = lazySchema(() => import('@app/shared/listings/listing.schema').then((m) => m.ZPublicListing.pick({ terms: true })));

/** GET /properties/{id}, for its terms. */
export function getListingTerms(id: string, signal?: AbortSignal) {
  return api(`/properties/${encodeURIComponent(id)}`, ZListingTerms, { signal });
}

/**
 * The listing's non-negotiable costs and who pays them (seller, buyer or both), for a foreign
 * buyer's estimate; the estimate goes on without them when the listing cannot be read.
 */
export function useListingCosts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['properties', id, 'terms'],
    queryFn: ({ signal }) => getListingTerms(id, signal),
    enabled,
    retry: false,
    select: (listing) => listing.terms.nonNegotiable,
  });
}
