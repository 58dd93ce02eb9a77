import type { TAccount } from '@app/shared/accounts/account.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { accountQueryKey } from '../../../lib/session/get-account';
import { updateAccount } from '../../../lib/session/update-account';
import { storeAccount } from '../../../lib/session/store-account';

/** The account's listing-id lists: saved and hidden listings. */
export type AccountList = 'savedProps' | 'hidden';

type Removal = { id: string };
type Context = { index: number };

function changeList(queryClient: QueryClient, list: AccountList, change: (ids: string[]) => string[]) {
  queryClient.setQueryData<TAccount>(accountQueryKey, (account) => (account ? { ...account, [list]: change(account[list]) } : account));
}

/**
 * Takes a listing off the saved or hidden list (spec: the toggle updates the local list first,
 * then the account is saved). The cached account changes at once and PUT /account sends the
 * whole new list; on failure the id goes back where it was and an error snackbar says so.
 */
export function useRemoveFromAccountList(list: AccountList) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('myListings');
  const mutationKey = ['account', list];
  return useMutation<TAccount, Error, Removal, Context>({
    mutationKey,
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: accountQueryKey });
      const index = queryClient.getQueryData<TAccount>(accountQueryKey)?.[list].indexOf(id) ?? -1;
      changeList(queryClient, list, (ids) => ids.filter((other) => other !== id));
      return { index };
    },
    // Sends the list as the cache has it now, which includes any other change still on its way.
    mutationFn: () => updateAccount({ [list]: queryClient.getQueryData<TAccount>(accountQueryKey)?.[list] ?? [] }),
    onSuccess: (account) => {
      // A reply to an earlier save must not undo a later change still being sent.
      if (queryClient.isMutating({ mutationKey }) <= 1) storeAccount(queryClient, account);
    },
    onError: (_error, { id }, context) => {
      changeList(queryClient, list, (ids) => {
        if (ids.includes(id)) return ids;
        const at = context && context.index >= 0 ? Math.min(context.index, ids.length) : ids.length;
        return [...ids.slice(0, at), id, ...ids.slice(at)];
      });
      snackbar.error(t(`errors.${list}NotSaved`));
    },
  });
}
