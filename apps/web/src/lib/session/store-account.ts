import type { TAccount } from '@app/shared/accounts/account.schema';
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore, type SessionAccount } from './session-store';
import { connectSocket } from '../socket/socket';
import { accountQueryKey } from './get-account';

/** What the guards and the navbar need from the server's account. Roles come from the server. */
export function toSessionAccount(account: TAccount): SessionAccount {
  return {
    _id: account._id,
    email: account.email,
    firstName: account.name.firstName,
    lastName: account.name.lastName,
    verified: account.verified,
    professional: account.roles.professional,
    admin: account.roles.admin,
  };
}

/** Puts a fresh account in the cache (the session's source of truth) and in the session. */
export function storeAccount(queryClient: QueryClient, account: TAccount) {
  queryClient.setQueryData(accountQueryKey, account);
  useSessionStore.getState().signIn(toSessionAccount(account));
}

/** Signing in (login, sign-up, recovery): store the account and open the realtime connection. */
export function startSession(queryClient: QueryClient, account: TAccount) {
  storeAccount(queryClient, account);
  connectSocket();
}
