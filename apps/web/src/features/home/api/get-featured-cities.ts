import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

// .array() rather than z.array: the web app reaches zod only through the shared package.
const ZFeaturedCities = lazySchema(() => import('@app/shared/listings/listing-card.schema').then((m) => m.ZFeaturedCity.array()));

/** GET /api/v1/properties/featured-cities: the spec's featured cities with their listing counts. */
export function getFeaturedCities(signal?: AbortSignal) {
  return api('/properties/featured-cities', ZFeaturedCities, { signal });
}

/** Query options for the featured cities; counts change slowly, so they stay fresh for 5 minutes. */
export function featuredCitiesQueryOptions() {
  return queryOptions({
    queryKey: ['listings', 'featured-cities'],
    queryFn: ({ signal }) => getFeaturedCities(signal),
    staleTime: 5 * 60_000,
  });
}

/** The featured cities with counts, cached by TanStack Query. */
export function useFeaturedCities() {
  return useQuery(featuredCitiesQueryOptions());
}
