import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { listingOverviewQueryOptions } from './get-listing-overview';
import { myListingsKey } from './get-own-listings';

/** DELETE /properties/{id}; 409 LISTING_HAS_OPEN_DEALS while offers or orders are open. */
export function removeListing(id: string) {
  return api(`/properties/${encodeURIComponent(id)}`, ZDone, { method: 'DELETE' });
}

/** Removes a listing (also from its community), then refreshes the lists, but not the removed listing's overview. */
export function useRemoveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListing,
    onSuccess: (_done, id) => {
      const gone = JSON.stringify(listingOverviewQueryOptions(id).queryKey);
      return queryClient.invalidateQueries({ queryKey: myListingsKey, predicate: (query) => JSON.stringify(query.queryKey) !== gone });
    },
  });
}
