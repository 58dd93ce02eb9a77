import type { TAccount } from '@app/shared/accounts/account.schema';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/session/get-account';

/**
 * Keeps the cached account's savedSearches (spec: the account payload's ids) in step with a
 * change the server just made, so the navbar's count moves without refetching the account.
 */
export function changeAccountSavedSearches(queryClient: QueryClient, change: (ids: string[]) => string[]) {
  queryClient.setQueryData<TAccount>(accountQueryKey, (account) =>
    account ? { ...account, savedSearches: change(account.savedSearches) } : account,
  );
}
