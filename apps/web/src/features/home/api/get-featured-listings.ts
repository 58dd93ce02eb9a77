import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

// .array() rather than z.array: the web app reaches zod only through the shared package.
const ZFeaturedListings = lazySchema(() => import('@app/shared/listings/listing-card.schema').then((m) => m.ZListingCard.array()));

/** GET /api/v1/properties/featured?limit=N: listing cards chosen for the home page. */
export function getFeaturedListings(limit: number, signal?: AbortSignal) {
  return api('/properties/featured', ZFeaturedListings, { query: { limit }, signal });
}

/** Query options for the featured listings; the key carries the limit. */
export function featuredListingsQueryOptions(limit = 8) {
  return queryOptions({
    queryKey: ['listings', 'featured', { limit }],
    queryFn: ({ signal }) => getFeaturedListings(limit, signal),
  });
}

/** The featured listings, cached by TanStack Query. */
export function useFeaturedListings(limit = 8) {
  return useQuery(featuredListingsQueryOptions(limit));
}
