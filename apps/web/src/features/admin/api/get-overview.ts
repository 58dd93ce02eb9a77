import { ZAdminOverview } from '@app/shared/admin/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET admin/overview since `since` (the admin's local midnight). */
export function getOverview(since: string, signal?: AbortSignal) {
  return api('/admin/overview', ZAdminOverview, { query: { since }, signal });
}

/** Query options for the overview's counts. */
export function overviewQueryOptions(since: string) {
  return queryOptions({ queryKey: ['admin', 'overview', since], queryFn: ({ signal }) => getOverview(since, signal) });
}

/** Today's counts (refetched every minute while the overview is open). */
export function useOverview(since: string) {
  return useQuery({ ...overviewQueryOptions(since), refetchInterval: 60_000 });
}
