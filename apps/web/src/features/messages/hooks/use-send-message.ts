import type { TMessage } from '@app/shared/messaging/messaging.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useSession } from '../../../lib/session/session-store';
import { noteMessage } from '../api/conversations-cache';
import { mergeMessages, updateThread } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { outgoing } from '../outgoing-store';

const GENERIC = new Set<string>(['', MESSAGES.failedToSend, MESSAGES.anErrorHasOccured]);

/** A stored message of the viewer's takes the place of its outgoing copy. */
export function showStored(queryClient: QueryClient, message: TMessage, viewerId: string) {
  updateThread(queryClient, message.conversation, (messages) => mergeMessages(messages, [message]));
  noteMessage(queryClient, message, viewerId);
  outgoing.stored(message.clientId);
}

/**
 * Sending and trying again: the message shows at once as on its way; when the server refuses it
 * (or cannot be reached) it stays with 'Failed to send. Click to try again', and a click sends it
 * again with the same clientId, so it is stored once however many times it is tried.
 */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const translate = useTranslateMessage();
  const viewerId = account?._id ?? '';

  const deliver = async (clientId: string) => {
    const item = outgoing.get(clientId);
    if (!item) return;
    try {
      const message = await sendMessage(item.conversation, { clientId, body: item.body, attachmentIds: item.attachmentIds });
      showStored(queryClient, message, viewerId);
    } catch (error) {
      // The button already says it failed; a reason is added only when it says more (a closed conversation, too many).
      const text = error instanceof Error ? error.message : '';
      outgoing.failed(clientId, GENERIC.has(text) ? '' : translate(text));
    }
  };

  return {
    send(body: string, attachmentIds: string[] = []) {
      const clientId = crypto.randomUUID();
      outgoing.add({ clientId, conversation: conversationId, body, attachmentIds });
      void deliver(clientId);
    },
    retry(clientId: string) {
      outgoing.sending(clientId);
      void deliver(clientId);
    },
  };
}
