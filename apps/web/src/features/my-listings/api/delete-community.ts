import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myListingsKey } from './get-own-listings';

/** DELETE /communities/{id}: the community goes, its listings stay. */
export function deleteCommunity(id: string) {
  return api(`/communities/${encodeURIComponent(id)}`, ZDone, { method: 'DELETE' });
}

/**
 * Deletes a community and refreshes the lists without waiting for them, so the community's own
 * page can move on at once instead of showing the community as missing.
 */
export function useDeleteCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommunity,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myListingsKey });
    },
  });
}
