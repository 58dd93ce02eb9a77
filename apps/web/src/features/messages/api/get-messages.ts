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

/** Messages merged into a list: one per id (the newer copy wins), in seq order. */
export function mergeMessages(held: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  const byId = new Map(held.map((message) => [message._id, message]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Changes a conversation's held messages, if they are loaded. */
export function updateThread(queryClient: QueryClient, conversationId: string, update: (messages: TMessage[]) => TMessage[]) {
  queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (thread) =>
    thread ? { ...thread, messages: update(thread.messages) } : thread,
  );
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
