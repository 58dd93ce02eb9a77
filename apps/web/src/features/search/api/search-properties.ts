import { DEFAULT_PAGE_SIZE } from '@app/shared/constants/search';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZSearchResults = lazySchema(() => import('@app/shared/search/search.schema').then((m) => m.ZSearchResults));

/** Every search cache entry starts with this key. */
export const searchKey = ['search'] as const;

/** POST /properties/search?pageNo=N&page=10 with the criteria: one page of listing cards and the total. */
export function searchProperties(criteria: TSearchCriteria, pageNo: number, signal?: AbortSignal) {
  return api('/properties/search', ZSearchResults, { method: 'POST', body: criteria, query: { pageNo, page: DEFAULT_PAGE_SIZE }, signal });
}

/** Query options for one page of results; the key is the whole search. */
export function searchQueryOptions(criteria: TSearchCriteria, pageNo: number) {
  return queryOptions({
    queryKey: [...searchKey, 'results', criteria, pageNo],
    queryFn: ({ signal }) => searchProperties(criteria, pageNo, signal),
  });
}

/**
 * One page of results. The previous page stays on screen while the next one loads (a map move
 * should not blank the list); the page marks it busy instead.
 */
export function useSearchResults(criteria: TSearchCriteria, pageNo: number) {
  return useQuery({ ...searchQueryOptions(criteria, pageNo), placeholderData: keepPreviousData });
}
