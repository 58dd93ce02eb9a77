import { ZAdminOutboxMessage, ZAdminOutboxPage, type TAdminOutboxFilter } from '@app/shared/admin/operations.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';

/** GET admin/outbox: a page of outbox messages, newest first, by status and topic. */
export function getOutbox(filter: TAdminOutboxFilter, signal?: AbortSignal) {
  return api('/admin/outbox', ZAdminOutboxPage, { query: { ...filter }, signal });
}

/** A page of the outbox; the previous page stays on screen while the next one loads. */
export function useOutbox(filter: TAdminOutboxFilter) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'outbox', filter], queryFn: ({ signal }) => getOutbox(filter, signal) }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/outbox/{id}/retry: a failed message goes back in the queue, once. */
export function retryOutboxMessage(id: string) {
  return api(`/admin/outbox/${encodeURIComponent(id)}/retry`, ZAdminOutboxMessage, { method: 'POST' });
}

/** Retries a failed message, then the outbox, the overview and the audit log are refetched. */
export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryOutboxMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
