import { ZLoginReply, type TRegisterRequest } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { startSession } from '../../../lib/session/store-account';

/** POST /account/register: creates the account and signs in (201 with the login reply). */
export function register(body: TRegisterRequest) {
  return api('/account/register', ZLoginReply, { method: 'POST', body });
}

/** Signing up; on success the person is signed in and the realtime connection opens. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (reply) => startSession(queryClient, reply.userObj) });
}
