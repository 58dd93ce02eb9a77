import { ZLoginReply, type TLoginRequest } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { startSession } from '../../../lib/session/store-account';

/** POST /account/login: username (the email) and the base64 password. */
export function logIn(body: TLoginRequest) {
  return api('/account/login', ZLoginReply, { method: 'POST', body });
}

/**
 * Logging in. A normal reply starts the session; 'temp' (a mailed temporary password) does not
 * yet: the person first chooses a new password in the recovery-login view.
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: (reply) => {
      if (reply.message === 'ok') startSession(queryClient, reply.userObj);
    },
  });
}
