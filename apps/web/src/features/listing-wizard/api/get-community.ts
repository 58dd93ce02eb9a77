import { ZCommunity } from '@app/shared/listings/community.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** A community as its owner edits it; every save replaces it. */
export const communityQueryKey = (id: string) => ['communities', id, 'detail'] as const;

/** GET /communities/detail/{id}: the owner's community with its listings. */
export function getCommunity(id: string, signal?: AbortSignal) {
  return api(`/communities/detail/${encodeURIComponent(id)}`, ZCommunity, { signal });
}

/** Query options for one community. */
export function communityQueryOptions(id: string) {
  return queryOptions({ queryKey: communityQueryKey(id), queryFn: ({ signal }) => getCommunity(id, signal) });
}

/** The community being edited; off for a new one. */
export function useCommunity(id: string | undefined) {
  return useQuery({ ...communityQueryOptions(id ?? ''), enabled: Boolean(id), staleTime: Infinity });
}
