import { ZSavedSearch, type TCreateSavedSearchRequest } from '@app/shared/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { changeAccountSavedSearches } from './account-saved-searches';
import { savedSearchesKey } from './get-saved-searches';

/** POST /saved-searches (spec: sends a search; returns data._id). */
export function createSavedSearch(body: TCreateSavedSearchRequest) {
  return api('/saved-searches', ZSavedSearch, { method: 'POST', body });
}

/** Saves a search; the account's ids gain it at once (the navbar's notification turns on) and the list refreshes. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (saved) => {
      changeAccountSavedSearches(queryClient, (ids) => [saved._id, ...ids.filter((id) => id !== saved._id)]);
      return queryClient.invalidateQueries({ queryKey: savedSearchesKey });
    },
  });
}
