import { ZServiceAreas, type TServiceAreas } from '@app/shared/professionals/service-area';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myMembershipKeys } from '../../../lib/memberships/get-my-membership';

const serviceAreasKey = [...myMembershipKeys.all, 'service-areas'] as const;

/** GET /memberships/mine/service-areas: the postal codes served and the allowance now. */
export function getServiceAreas(signal?: AbortSignal) {
  return api('/memberships/mine/service-areas', ZServiceAreas, { signal });
}

/** The service areas with used, allowed and remaining (from the server). */
export function useServiceAreas() {
  return useQuery(queryOptions({ queryKey: serviceAreasKey, queryFn: ({ signal }) => getServiceAreas(signal) }));
}

/** Adding and removing answer the whole list: it replaces the cache, and the membership's counts are refreshed. */
export function storeServiceAreas(queryClient: QueryClient, areas: TServiceAreas) {
  queryClient.setQueryData(serviceAreasKey, areas);
  void queryClient.invalidateQueries({ queryKey: myMembershipKeys.membership });
}
