import { ZDone } from '@app/shared/accounts/auth.schema';
import type { TSavedSearch } from '@app/shared/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { changeAccountSavedSearches } from './account-saved-searches';
import { savedSearchesKey } from './get-saved-searches';

/** DELETE /saved-searches with the id in the body (spec: "Body sent"). */
export function deleteSavedSearch(id: string) {
  return api('/saved-searches', ZDone, { method: 'DELETE', body: { id } });
}

/** Deletes a saved search; it leaves the cached list and the account's ids. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_done, id) => {
      queryClient.setQueryData<TSavedSearch[]>(savedSearchesKey, (list) => list?.filter((item) => item._id !== id));
      changeAccountSavedSearches(queryClient, (ids) => ids.filter((other) => other !== id));
    },
  });
}
