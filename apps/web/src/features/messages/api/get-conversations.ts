import type { TConversationTab } from '@app/shared/messaging/messaging.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';
import { messagingKeys } from './messaging-keys';

const ZList = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZListConversationsResponse));

/** GET /messages/conversations?tab=&q=: a tab of the viewer's conversations, newest activity first. */
export function getConversations(tab: TConversationTab, q: string, signal?: AbortSignal) {
  return api('/messages/conversations', ZList, { query: { tab, q: q || undefined }, signal });
}

/** One tab (and search) of the list; socket events update or refresh it. */
export function conversationsQueryOptions(tab: TConversationTab, q: string) {
  return queryOptions({
    queryKey: messagingKeys.list(tab, q),
    queryFn: ({ signal }) => getConversations(tab, q, signal),
  });
}

/** The signed-in person's conversations in a tab, matching a search; the previous list stays while the next loads. */
export function useConversations(tab: TConversationTab, q: string) {
  const { signedIn } = useSession();
  return useQuery({ ...conversationsQueryOptions(tab, q), enabled: signedIn, placeholderData: keepPreviousData });
}
