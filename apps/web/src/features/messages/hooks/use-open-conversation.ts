import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { setOpenConversation } from '../../../lib/notifications/unread-messages-store';
import { useSession } from '../../../lib/session/session-store';
import { emitSocket } from '../../../lib/socket/socket';
import { onSocketConnect } from '../../../lib/socket/socket-events';
import { mergeMessages, messagesQueryOptions, updateThread, useMessages } from '../api/get-messages';
import { markReadUpTo, newestUnread } from '../api/mark-read';

/**
 * The conversation on screen: its messages, its room joined (again after a reconnect) with the seq
 * the app holds, so the acknowledgement brings what was missed, and the others' messages marked read
 * as they show (spec section 4: opening a conversation marks them read).
 */
export function useOpenConversation(conversationId: string) {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const viewerId = account?._id ?? '';
  const thread = useMessages(conversationId);

  useEffect(() => {
    setOpenConversation(conversationId);
    const join = () => {
      const held = queryClient.getQueryData(messagesQueryOptions(conversationId).queryKey);
      const afterSeq = held?.messages.at(-1)?.seq ?? 0;
      emitSocket('join_room', { conversationId, afterSeq }, (reply) => {
        void import('@app/shared/messaging/messaging.events').then(({ ZJoinRoomAck }) => {
          const ack = ZJoinRoomAck.safeParse(reply);
          if (ack.success && ack.data.ok && ack.data.messages.length > 0) {
            const missed = ack.data.messages;
            updateThread(queryClient, conversationId, (messages) => mergeMessages(messages, missed));
          }
        });
      });
    };
    join();
    const off = onSocketConnect(join);
    return () => {
      off();
      setOpenConversation(null);
    };
  }, [conversationId, queryClient]);

  const unread = thread.data ? newestUnread(thread.data.messages, viewerId) : undefined;
  const marking = useRef<string | null>(null);
  useEffect(() => {
    if (!unread || marking.current === unread._id) return;
    marking.current = unread._id;
    // A failed mark leaves them unread; the next message or visit tries again.
    markReadUpTo(queryClient, unread, viewerId).catch(() => {
      marking.current = null;
    });
  }, [unread, queryClient, viewerId]);

  return thread;
}
