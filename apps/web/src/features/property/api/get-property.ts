import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZPublicListing = lazySchema(() => import('@app/shared/listings/listing.schema').then((m) => m.ZPublicListing));

/** The cache key of a property page; the save/hide toggles and contact leave it alone. */
export const propertyQueryKey = (id: string) => ['properties', id] as const;

/** GET /properties/{id}: a public listing (404 unless public, or the viewer owns it). */
export function getProperty(id: string, signal?: AbortSignal) {
  return api(`/properties/${encodeURIComponent(id)}`, ZPublicListing, { signal });
}

/** Query options for a property page. */
export function propertyQueryOptions(id: string) {
  return queryOptions({ queryKey: propertyQueryKey(id), queryFn: ({ signal }) => getProperty(id, signal) });
}

/** The property shown on its page. */
export function useProperty(id: string) {
  return useQuery(propertyQueryOptions(id));
}
