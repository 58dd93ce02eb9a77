import { ZAdminInboxEntry, ZAdminInboxPage, type TAdminInboxFilter } from '@app/shared/admin/inbox.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';

/** GET admin/inbox: feedback and contact messages, newest first, filtered. */
export function getInbox(filter: TAdminInboxFilter, signal?: AbortSignal) {
  return api('/admin/inbox', ZAdminInboxPage, { query: { ...filter }, signal });
}

/** A page of the inbox; the previous page stays on screen while the next one loads. */
export function useInbox(filter: TAdminInboxFilter) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'inbox', filter], queryFn: ({ signal }) => getInbox(filter, signal) }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/inbox/{id}/handled. */
export function markHandled(id: string) {
  return api(`/admin/inbox/${encodeURIComponent(id)}/handled`, ZAdminInboxEntry, { method: 'POST' });
}

/** POST admin/inbox/{id}/reply: mails the answer once and marks the message handled. */
export function replyToEntry({ id, message }: { id: string; message: string }) {
  return api(`/admin/inbox/${encodeURIComponent(id)}/reply`, ZAdminInboxEntry, { method: 'POST', body: { message } });
}

/** Marks a message handled, then the inbox and the audit log are refetched. */
export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markHandled, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

/** Replies to a message, then the inbox and the audit log are refetched. */
export function useReplyToEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToEntry, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
