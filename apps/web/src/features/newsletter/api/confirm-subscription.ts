import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** POST /email/subscribe/confirm/:token: the mailed link starts the newsletter (double opt-in). */
export function confirmSubscription(token: string) {
  return api(`/email/subscribe/confirm/${encodeURIComponent(token)}`, ZDone, { method: 'POST' });
}

/** Confirming from the mailed link; nothing cached lists subscriptions. */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
