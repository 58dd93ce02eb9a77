import {
  ZAdminDisputeDetail,
  ZAdminDisputePage,
  type TAdminDisputeFilter,
  type TResolveDispute,
} from '@app/shared/admin/admin-disputes.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';

/** GET admin/disputes: the open queue (oldest first) or the resolved ones (newest first), a page. */
export function useDisputeQueue(filter: TAdminDisputeFilter) {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'disputes', 'queue', filter],
      queryFn: ({ signal }) => api('/admin/disputes', ZAdminDisputePage, { query: { ...filter }, signal }),
    }),
    placeholderData: keepPreviousData,
  });
}

function disputeQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'disputes', 'one', id],
    queryFn: ({ signal }) => api(`/admin/disputes/${encodeURIComponent(id)}`, ZAdminDisputeDetail, { signal }),
  });
}

/** GET admin/disputes/{id}. */
export function useDispute(id: string) {
  return useQuery(disputeQuery(id));
}

/** POST admin/disputes/{id}/resolve; the reply replaces the dispute, the queue and the rest of the console are refetched. */
export function useResolveDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResolveDispute) =>
      api(`/admin/disputes/${encodeURIComponent(id)}/resolve`, ZAdminDisputeDetail, { method: 'POST', body: input }),
    onSuccess: (dispute) => {
      queryClient.setQueryData(disputeQuery(id).queryKey, dispute);
      void queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[2] !== 'one' });
    },
  });
}
