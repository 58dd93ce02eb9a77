import { ZSavedSearch, type TSavedSearch, type TUpdateSavedSearchRequest } from '@app/shared/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { savedSearchesKey } from './get-saved-searches';

/** PUT /saved-searches/{id}: rename, or change how often it mails. */
export function updateSavedSearch({ id, ...body }: TUpdateSavedSearchRequest & { id: string }) {
  return api(`/saved-searches/${encodeURIComponent(id)}`, ZSavedSearch, { method: 'PUT', body });
}

/** Renames a saved search or changes its alerts; the cached list takes the server's reply. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: (updated) => {
      queryClient.setQueryData<TSavedSearch[]>(savedSearchesKey, (list) =>
        list?.map((item) => (item._id === updated._id ? { ...updated, newMatches: item.newMatches } : item)),
      );
    },
  });
}
