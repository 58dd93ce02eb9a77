import { ZSavedSearchUnsubscribeResult } from '@app/shared/search/saved-search.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { savedSearchesKey } from './get-saved-searches';

/** POST /saved-searches/unsubscribe: an alert mail's signed link turns that search's alerts off, no sign-in needed. */
export function unsubscribeSavedSearch(token: string) {
  return api('/saved-searches/unsubscribe', ZSavedSearchUnsubscribeResult, { method: 'POST', body: { token } });
}

/** Turns a search's alerts off from its mail link; a signed-in owner's list then refreshes. */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}
