import type { TConversation } from '@app/shared/messaging/messaging.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { messagingKeys } from './messaging-keys';

const ZConversation = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZConversation));

/** GET /messages/conversations/{id}: one conversation as the viewer sees it (participants only). */
export function getConversation(id: string, signal?: AbortSignal) {
  return api(`/messages/conversations/${encodeURIComponent(id)}`, ZConversation, { signal });
}

export function conversationQueryOptions(id: string) {
  return queryOptions({ queryKey: messagingKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, signal) });
}

/** The current conversation, fetched on its own (a link may name one outside the tab shown); the list's copy shows meanwhile. */
export function useConversation(id: string | null, fromList: TConversation | undefined) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id), placeholderData: fromList });
}
