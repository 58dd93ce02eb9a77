import { ZCommunity } from '@app/shared/listings/community.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myListingsKey } from './get-own-listings';

/** GET /communities/{accountId}: the person's communities, each with its listings. */
export function getOwnCommunities(accountId: string, signal?: AbortSignal) {
  return api(`/communities/${encodeURIComponent(accountId)}`, ZCommunity.array(), { signal });
}

/** Query options for the person's communities; nothing is asked before the account is known. */
export function ownCommunitiesQueryOptions(accountId: string | undefined) {
  return queryOptions({
    queryKey: [...myListingsKey, 'communities', accountId ?? ''] as const,
    queryFn: ({ signal }) => getOwnCommunities(accountId ?? '', signal),
    enabled: Boolean(accountId),
  });
}

/** The person's communities (My properties and the community page). */
export function useOwnCommunities(accountId: string | undefined) {
  return useQuery(ownCommunitiesQueryOptions(accountId));
}
