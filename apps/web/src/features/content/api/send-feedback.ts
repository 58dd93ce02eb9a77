import { ZFeedbackReceipt, type TFeedbackRequest } from '@app/shared/feedback/feedback.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** POST /feedback: sends the feedback survey; resolves with its id. */
export function sendFeedback(body: TFeedbackRequest) {
  return api('/feedback', ZFeedbackReceipt, { method: 'POST', body });
}

/** The feedback survey's mutation. Nothing cached depends on it, so there is nothing to invalidate. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
