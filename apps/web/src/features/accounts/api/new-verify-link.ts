import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /account/new-verify-link: mails the signed-in person a new verification link. */
export function sendVerifyLink() {
  return api('/account/new-verify-link', ZDone);
}

/** Sending a new verification link (a GET, but an action the person asks for, so a mutation). */
export function useSendVerifyLink() {
  return useMutation({ mutationFn: sendVerifyLink });
}
