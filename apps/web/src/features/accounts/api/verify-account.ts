import { ZAccount } from '@app/shared/accounts/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { useSessionStore } from '../../../lib/session/session-store';
import { storeAccount } from '../../../lib/session/store-account';
import { accountQueryKey } from '../../../lib/session/get-account';

/** POST /account/verify/:token: verifies the account the mailed link was for. */
export function verifyAccount(token: string) {
  return api(`/account/verify/${encodeURIComponent(token)}`, ZAccount, { method: 'POST' });
}

/**
 * Verifying from the mailed link. A signed-in person's session shows "verified" at once; the
 * account is refetched too, in case the link was opened while the start-up fetch was running.
 */
export function useVerifyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAccount,
    onSuccess: (account) => {
      if (useSessionStore.getState().status === 'signed-in') storeAccount(queryClient, account);
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
