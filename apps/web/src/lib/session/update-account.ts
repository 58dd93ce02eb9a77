import type { TUpdateAccountRequest } from '@app/shared/accounts/account-update.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../api/api-client';
import { storeAccount } from './store-account';

const ZAccount = lazySchema(() => import('@app/shared/accounts/account.schema').then((m) => m.ZAccount));

/** PUT /account: saves any subset of the name and profile fields; replies with the account. */
export function updateAccount(body: TUpdateAccountRequest) {
  return api('/account', ZAccount, { method: 'PUT', body });
}

/** Saves the account and puts the server's reply in the cache and the session. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAccount, onSuccess: (account) => storeAccount(queryClient, account) });
}
