import type { TMessage } from '@app/shared/messaging/messaging.schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setUnreadMessagesCount, useUnreadMessagesStore } from '../../../lib/notifications/unread-messages-store';
import { useSession } from '../../../lib/session/session-store';
import { emitSocket } from '../../../lib/socket/socket';
import { onSocketConnect, onSocketEvent } from '../../../lib/socket/socket-events';
import { noteMessage } from '../api/conversations-cache';
import { furtherStatus, mergeMessages, updateThread } from '../api/get-messages';
import { messagingKeys } from '../api/messaging-keys';
import { outgoing } from '../outgoing-store';

/** Asks the server for the account's conversations and unread count (answered by setMyConversations). */
export function askMyConversations(viewerId: string) {
  emitSocket('get_my_conversations', { userID: viewerId });
}

/** The author's messages up to upToSeq take the tick, if it is further than theirs. */
function withStatus(messages: TMessage[], viewerId: string, status: 'delivered' | 'read', upToSeq: number) {
  return messages.map((m) => (m.author === viewerId && m.seq <= upToSeq ? { ...m, status: furtherStatus(m.status, status) } : m));
}

function onIncoming(queryClient: QueryClient, message: TMessage, viewerId: string) {
  updateThread(queryClient, message.conversation, (messages) => mergeMessages(messages, [message]));
  noteMessage(queryClient, message, viewerId);
  outgoing.stored(message.author === viewerId ? message.clientId : null);
  // Someone else's message outside the open conversation: the server recounts the unread (muted ones excluded).
  if (message.author !== viewerId && useUnreadMessagesStore.getState().openConversation !== message.conversation) {
    askMyConversations(viewerId);
  }
}

/**
 * Keeps the messages live while signed in (spec section 7): asks get_my_conversations on start and
 * on every reconnect (the tabs are asked again then, to catch up), and applies newConversation,
 * incomingMessage, messageDelivered, messageTranslated and deliveryError to what the app holds.
 */
export function useMessagingEvents() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('messages');
  const { account } = useSession();
  const viewerId = account?._id;
  useEffect(() => {
    if (!viewerId) return;
    let off: Array<() => void> = [];
    let stopped = false;
    // The events' schemas load with the first signed-in page, not with the page's first paint (issue 24's budget).
    void import('@app/shared/messaging/messaging.events').then(({ MESSAGING_EVENTS: events }) => {
      if (stopped) return;
      off = [
        onSocketEvent(events, 'setMyConversations', ({ unreadTotal }) => setUnreadMessagesCount(unreadTotal)),
        onSocketEvent(events, 'newConversation', (conversation) => {
          queryClient.setQueryData(messagingKeys.conversation(conversation._id), conversation);
          void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
        }),
        onSocketEvent(events, 'incomingMessage', (message) => onIncoming(queryClient, message, viewerId)),
        onSocketEvent(events, 'messageDelivered', ({ conversation, status, upToSeq }) =>
          updateThread(queryClient, conversation, (messages) => withStatus(messages, viewerId, status, upToSeq)),
        ),
        onSocketEvent(events, 'messageTranslated', ({ messageId, conversation, locale, body }) =>
          updateThread(queryClient, conversation, (messages) =>
            messages.map((m) => (m._id === messageId ? { ...m, translations: { ...m.translations, [locale]: body } } : m)),
          ),
        ),
        onSocketEvent(events, 'deliveryError', ({ clientId, message }) => {
          if (outgoing.get(clientId)) outgoing.failed(clientId, message === 'failedToSend' ? '' : t(message));
        }),
        onSocketConnect(() => {
          askMyConversations(viewerId);
          void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
        }),
      ];
      askMyConversations(viewerId);
    });
    return () => {
      stopped = true;
      off.forEach((unsubscribe) => unsubscribe());
    };
  }, [viewerId, queryClient, t]);
}
