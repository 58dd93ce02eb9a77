import type { TConversationSubject } from '@app/shared/messaging/messaging.schema';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZStarted = lazySchema(() => import('@app/shared/messaging/messaging.schema').then((m) => m.ZStartConversationResponse));

/** POST /messages/conversations: starts, or returns, the one conversation with the subject's other party. */
export function startConversation(subject: TConversationSubject) {
  return api('/messages/conversations', ZStarted, { method: 'POST', body: { subject } });
}
