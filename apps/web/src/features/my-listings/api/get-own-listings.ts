import { ZListingSummary } from '@app/shared/listings/listing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** Every cache entry of this feature starts with this key; owner actions invalidate all of them. */
export const myListingsKey = ['my-listings'] as const;

export const ownListingsQueryKey = [...myListingsKey, 'listings'] as const;

/** GET /properties/many?owner=me: the signed-in owner's listings, most recently changed first. */
export function getOwnListings(signal?: AbortSignal) {
  return api('/properties/many', ZListingSummary.array(), { query: { owner: 'me' }, signal });
}

/** Query options for the owner's listings. */
export function ownListingsQueryOptions() {
  return queryOptions({ queryKey: ownListingsQueryKey, queryFn: ({ signal }) => getOwnListings(signal) });
}

/** The owner's listings (My properties). */
export function useOwnListings() {
  return useQuery(ownListingsQueryOptions());
}
