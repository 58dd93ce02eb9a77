import { ZListingOverview } from '@app/shared/listings/listing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myListingsKey } from './get-own-listings';

/** GET /properties/{id}/overview: the listing's summary with its views, saves, offers and orders. */
export function getListingOverview(id: string, signal?: AbortSignal) {
  return api(`/properties/${encodeURIComponent(id)}/overview`, ZListingOverview, { signal });
}

/** Query options for one listing's overview. */
export function listingOverviewQueryOptions(id: string) {
  return queryOptions({ queryKey: [...myListingsKey, 'overview', id] as const, queryFn: ({ signal }) => getListingOverview(id, signal) });
}

/** One listing's overview. */
export function useListingOverview(id: string) {
  return useQuery(listingOverviewQueryOptions(id));
}
