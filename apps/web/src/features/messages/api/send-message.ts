import type { TSendMessageRequest } from '@app/shared/messaging/messaging.schema';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZSent = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZSendMessageResponse));

/** POST /messages/conversations/{id}/messages: sends (resending the same clientId returns the stored message, never a second one). */
export async function sendMessage(conversationId: string, body: TSendMessageRequest) {
  const { message } = await api(`/messages/conversations/${encodeURIComponent(conversationId)}/messages`, ZSent, {
    method: 'POST',
    body,
  });
  return message;
}
