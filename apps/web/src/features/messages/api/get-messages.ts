import type { TMessage } from '@app/shared/messaging/messaging.schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { messagingKeys } from './messaging-keys';

const ZPage = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZMessagesPageResponse));

export type TThread = { messages: TMessage[]; hasMore: boolean };

/** GET /messages/conversations/{id}/messages: the newest page, or the page before / after a seq (oldest first). */
export function getMessages(conversationId: string, page: { before?: number; after?: number } = {}, signal?: AbortSignal) {
  return api(`/messages/conversations/${encodeURIComponent(conversationId)}/messages`, ZPage, { query: page, signal });
}

/** A conversation's messages held by the app: fetched once, then kept current by the socket and by sending. */
export function messagesQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: messagingKeys.messages(conversationId),
    queryFn: ({ signal }): Promise<TThread> => getMessages(conversationId, {}, signal),
    staleTime: Infinity,
  });
}

export function useMessages(conversationId: string) {
  return useQuery(messagesQueryOptions(conversationId));
}

const STATUS_RANK = { sent: 0, delivered: 1, read: 2 } as const;

/** The further of two ticks: an author's ticks move forward only (a late "delivered" never undoes "read"). */
export function furtherStatus(a: TMessage['status'], b: TMessage['status']): TMessage['status'] {
  return STATUS_RANK[a] >= STATUS_RANK[b] ? a : b;
}

/**
 * Two copies of one stored message: the incoming one, keeping the further tick and every
 * translation either holds. The socket may bring "read" before the send's own HTTP answer
 * (status sent) arrives, and that answer must not undo it.
 */
function mergeCopies(held: TMessage | undefined, incoming: TMessage): TMessage {
  if (!held) return incoming;
  return {
    ...incoming,
    status: furtherStatus(held.status, incoming.status),
    translations: { ...held.translations, ...incoming.translations },
  };
}

/** Messages merged into a list: one per id (see mergeCopies), in seq order. */
export function mergeMessages(held: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  const byId = new Map(held.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, mergeCopies(byId.get(message._id), message));
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Changes a conversation's held messages, if they are loaded. A change that arrives while they are
 * being read may be newer than what that read will bring (the server stores before it emits), so
 * the read starts again: its answer would otherwise replace the change, or land without it.
 */
export function updateThread(queryClient: QueryClient, conversationId: string, update: (messages: TMessage[]) => TMessage[]) {
  const { queryKey } = messagesQueryOptions(conversationId);
  queryClient.setQueryData(queryKey, (thread) => (thread ? { ...thread, messages: update(thread.messages) } : thread));
  if (queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching') return;
  // Invalidating alone would join a first read still on its way (there is no data yet to keep), so it is cancelled first.
  const filters = { queryKey, exact: true };
  void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
}

/** Fetches the page before the oldest held message and puts it in front. */
export async function loadEarlier(queryClient: QueryClient, conversationId: string) {
  const thread = queryClient.getQueryData(messagesQueryOptions(conversationId).queryKey);
  const oldest = thread?.messages[0];
  if (!thread || !oldest) return;
  const page = await getMessages(conversationId, { before: oldest.seq });
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (current) =>
    current ? { messages: mergeMessages(current.messages, page.messages), hasMore: page.hasMore } : current,
  );
}
