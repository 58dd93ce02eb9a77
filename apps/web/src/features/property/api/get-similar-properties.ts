import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

// .array() rather than z.array: the web app reaches zod only through the shared package.
const ZSimilar = lazySchema(() => import('@app/shared/listings/listing-card.schema').then((m) => m.ZListingCard.array()));

/** GET /properties/{id}/similar: nearby public listings, the same property type first. */
export function getSimilarProperties(id: string, signal?: AbortSignal) {
  return api(`/properties/${encodeURIComponent(id)}/similar`, ZSimilar, { signal });
}

/** Query options for the similar and nearby list. */
export function similarPropertiesQueryOptions(id: string) {
  return queryOptions({ queryKey: ['properties', id, 'similar'], queryFn: ({ signal }) => getSimilarProperties(id, signal) });
}

/** Similar and nearby properties of the page's listing. */
export function useSimilarProperties(id: string) {
  return useQuery(similarPropertiesQueryOptions(id));
}
