import { ZAccount, type TAccount } from '@app/shared/accounts/account.schema';
import type { TRecoveryPasswordRequest } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { startSession } from '../../../lib/session/store-account';

/** POST /account/recovery-password: the new password (base64) after a temporary-password login. */
export function setRecoveryPassword(body: TRecoveryPasswordRequest): Promise<TAccount> {
  return api('/account/recovery-password', ZAccount, { method: 'POST', body });
}

/** Choosing the new password; the person is then signed in normally. */
export function useRecoveryPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRecoveryPassword, onSuccess: (account) => startSession(queryClient, account) });
}
