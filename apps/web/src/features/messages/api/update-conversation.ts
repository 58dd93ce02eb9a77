import type { TUpdateConversationRequest } from '@app/shared/messaging/messaging.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { storeConversation } from './conversations-cache';

const ZUpdated = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZUpdateConversationResponse));

/** PUT /messages/conversation (spec): the viewer's own star, archive, mute or block. */
export async function updateConversation(body: TUpdateConversationRequest) {
  const { conversation } = await api('/messages/conversation', ZUpdated, { method: 'PUT', body });
  return conversation;
}

/** Changes the viewer's star, archive, mute or block and shows the server's copy everywhere. */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConversation, onSuccess: (conversation) => storeConversation(queryClient, conversation) });
}
