import { ZListing } from '@app/shared/listings/listing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myListingsKey } from './get-own-listings';

/** POST /properties/{id}/duplicate: a copy of the listing as a new draft (201). */
export function duplicateListing(id: string) {
  return api(`/properties/${encodeURIComponent(id)}/duplicate`, ZListing, { method: 'POST' });
}

/** Duplicates a listing into the drafts, then refreshes the lists. */
export function useDuplicateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateListing, onSuccess: () => queryClient.invalidateQueries({ queryKey: myListingsKey }) });
}
