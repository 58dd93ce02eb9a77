import { ZListing } from '@app/shared/listings/listing.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The owner's view of a listing; every save replaces it with the server's answer. */
export const listingEditQueryKey = (id: string) => ['listings', id, 'edit'] as const;

/** GET /properties/{id}/edit: the listing as its owner edits it (404 for anyone else). */
export function getListingForEdit(id: string, signal?: AbortSignal) {
  return api(`/properties/${encodeURIComponent(id)}/edit`, ZListing, { signal });
}

/** Query options for the listing being edited. */
export function listingEditQueryOptions(id: string) {
  return queryOptions({ queryKey: listingEditQueryKey(id), queryFn: ({ signal }) => getListingForEdit(id, signal) });
}

/** The listing being edited; off while there is nothing to load (a new draft). */
export function useListingForEdit(id: string | undefined) {
  return useQuery({ ...listingEditQueryOptions(id ?? ''), enabled: Boolean(id), staleTime: Infinity });
}
