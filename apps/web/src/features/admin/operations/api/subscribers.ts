import { ZAdminSubscriber, ZAdminSubscriberPage, type TAdminSubscriberFilter } from '@app/shared/admin/inbox.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api } from '../../../../lib/api/api-client';

/** Where the browser downloads the confirmed subscribers as CSV (the session cookie goes with it). */
export const SUBSCRIBERS_EXPORT_URL = `${API_BASE}/admin/subscribers/export`;

/** GET admin/subscribers: newsletter addresses, newest first. */
export function getSubscribers(filter: TAdminSubscriberFilter, signal?: AbortSignal) {
  return api('/admin/subscribers', ZAdminSubscriberPage, { query: { ...filter }, signal });
}

/** A page of subscribers; the previous page stays on screen while the next one loads. */
export function useSubscribers(filter: TAdminSubscriberFilter) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'subscribers', filter], queryFn: ({ signal }) => getSubscribers(filter, signal) }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE admin/subscribers/{id}, with why. */
export function removeSubscriber({ id, why }: { id: string; why: string }) {
  return api(`/admin/subscribers/${encodeURIComponent(id)}`, ZAdminSubscriber, { method: 'DELETE', body: { why } });
}

/** Removes an address, then the list and the audit log are refetched. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeSubscriber, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
