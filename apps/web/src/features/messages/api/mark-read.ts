import type { TMessage } from '@app/shared/messaging/messaging.schema';
import type { QueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { setUnreadMessagesCount } from '../../../lib/notifications/unread-messages-store';
import { patchConversation } from './conversations-cache';
import { updateThread } from './get-messages';

const ZMarked = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZMarkReadResponse));

/** PUT /messages (spec: messageID and readBoolean): reads this message and every earlier one from the others. */
export function markRead(messageID: string) {
  return api('/messages', ZMarked, { method: 'PUT', body: { messageID, readBoolean: true } });
}

/** The newest message from someone else that the viewer has not read, if any. */
export function newestUnread(messages: readonly TMessage[], viewerId: string): TMessage | undefined {
  return messages.findLast((message) => message.author !== viewerId && !message.read);
}

/** Marks the others' messages up to `message` read, and shows the counts the server answers. */
export async function markReadUpTo(queryClient: QueryClient, message: TMessage, viewerId: string) {
  const result = await markRead(message._id);
  updateThread(queryClient, message.conversation, (messages) =>
    messages.map((m) => (m.author !== viewerId && m.seq <= message.seq ? { ...m, read: true } : m)),
  );
  patchConversation(queryClient, message.conversation, (c) => ({ ...c, unread: result.unread }));
  setUnreadMessagesCount(result.unreadTotal);
}
