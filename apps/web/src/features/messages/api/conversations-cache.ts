import type { TConversation, TListConversationsResponse, TMessage } from '@app/shared/messaging/messaging.schema';
import type { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './messaging-keys';

/** Changes one conversation wherever the app holds it: its own entry and every loaded tab. */
export function patchConversation(queryClient: QueryClient, id: string, update: (conversation: TConversation) => TConversation) {
  queryClient.setQueryData<TConversation>(messagingKeys.conversation(id), (held) => (held ? update(held) : held));
  queryClient.setQueriesData<TListConversationsResponse>({ queryKey: messagingKeys.lists() }, (list) =>
    list ? { ...list, conversations: list.conversations.map((c) => (c._id === id ? update(c) : c)) } : list,
  );
}

/** Puts the server's copy of a conversation in place (after star, archive, mute or block); the tabs are asked again. */
export function storeConversation(queryClient: QueryClient, conversation: TConversation) {
  queryClient.setQueryData(messagingKeys.conversation(conversation._id), conversation);
  patchConversation(queryClient, conversation._id, () => conversation);
  void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
}

/** Whether a loaded tab lists the conversation (otherwise the tabs are asked again to show it). */
function listed(queryClient: QueryClient, id: string) {
  return queryClient
    .getQueriesData<TListConversationsResponse>({ queryKey: messagingKeys.lists() })
    .some(([, list]) => list?.conversations.some((c) => c._id === id));
}

/** A message arrived or was sent: it becomes the conversation's last, and one more unread when it is someone else's. */
export function noteMessage(queryClient: QueryClient, message: TMessage, viewerId: string) {
  if (!listed(queryClient, message.conversation)) {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
    return;
  }
  const fromOther = message.author !== viewerId && !message.read;
  patchConversation(queryClient, message.conversation, (c) =>
    c.lastSeq >= message.seq
      ? c
      : { ...c, lastMessage: message, lastSeq: message.seq, unread: c.unread + (fromOther ? 1 : 0), updated_at: message.created_at },
  );
  queryClient.setQueriesData<TListConversationsResponse>({ queryKey: messagingKeys.lists() }, (list) => {
    if (!list) return list;
    const at = list.conversations.findIndex((c) => c._id === message.conversation);
    if (at <= 0) return list;
    const conversations = [...list.conversations];
    const [moved] = conversations.splice(at, 1);
    return { ...list, conversations: [moved!, ...conversations] };
  });
}
