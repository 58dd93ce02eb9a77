import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** POST /account/new-verify-link: mails the signed-in person a new verification link (docs/decisions, new-verify-link). */
export function sendVerifyLink() {
  return api('/account/new-verify-link', ZDone, { method: 'POST' });
}

/** Sending a new verification link. */
export function useSendVerifyLink() {
  return useMutation({ mutationFn: sendVerifyLink });
}
