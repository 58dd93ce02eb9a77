import type { TProfessionalSearchQuery } from '@app/shared/professionals/profile-views.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZResult = lazySchema(() => import('@app/shared/professionals/profile-views.schema').then((m) => m.ZProfessionalSearchResult));

export type DirectoryQuery = Partial<Omit<TProfessionalSearchQuery, 'page'>> & { page: number };

/** GET /searchProfessional: one page of the directory (verified members only). */
export function searchProfessionals(query: DirectoryQuery, signal?: AbortSignal) {
  return api('/searchProfessional', ZResult, { query, signal });
}

/** The directory page for a search; the last page stays shown while the next one loads. */
export function useProfessionalSearch(query: DirectoryQuery) {
  return useQuery({
    queryKey: ['professionals', 'search', query],
    queryFn: ({ signal }) => searchProfessionals(query, signal),
    placeholderData: keepPreviousData,
  });
}
