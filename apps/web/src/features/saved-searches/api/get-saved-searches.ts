import { ZSavedSearch } from '@app/shared/search/saved-search.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The cache key every saved-search mutation refreshes. */
export const savedSearchesKey = ['saved-searches'] as const;

/** GET /saved-searches: the signed-in person's saved searches, newest first, with their new matches. */
export function getSavedSearches(signal?: AbortSignal) {
  return api('/saved-searches', ZSavedSearch.array(), { signal });
}

/** Query options for the saved searches. */
export function savedSearchesQueryOptions() {
  return queryOptions({ queryKey: savedSearchesKey, queryFn: ({ signal }) => getSavedSearches(signal) });
}

/** The signed-in person's saved searches. */
export function useSavedSearches(options: { enabled?: boolean } = {}) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled: options.enabled ?? true });
}
