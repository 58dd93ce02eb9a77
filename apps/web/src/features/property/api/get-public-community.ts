import { ZPublicCommunity } from '@app/shared/listings/community.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /communities/public/{id}: a community's public page with its public listings. */
export function getPublicCommunity(id: string, signal?: AbortSignal) {
  return api(`/communities/public/${encodeURIComponent(id)}`, ZPublicCommunity, { signal });
}

/** Query options for a community page. */
export function publicCommunityQueryOptions(id: string) {
  return queryOptions({ queryKey: ['communities', 'public', id], queryFn: ({ signal }) => getPublicCommunity(id, signal) });
}

/** The community shown on its page. */
export function usePublicCommunity(id: string) {
  return useQuery(publicCommunityQueryOptions(id));
}
