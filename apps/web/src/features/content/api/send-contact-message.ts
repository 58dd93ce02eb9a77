import { ZFeedbackReceipt, type TContactRequest } from '@app/shared/feedback/feedback.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** POST /feedback/contact: sends the contact form to the support team; resolves with its id. */
export function sendContactMessage(body: TContactRequest) {
  return api('/feedback/contact', ZFeedbackReceipt, { method: 'POST', body });
}

/** The contact form's mutation. Nothing cached depends on it, so there is nothing to invalidate. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
