import type { TAccount } from '@app/shared/accounts/account.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '../../../lib/session/get-account';
import { updateAccount } from '../../../lib/session/update-account';
import { storeAccount } from '../../../lib/session/store-account';

/** The account's listing lists a property page toggles (spec section 3: savedProps, hidden). */
export type AccountList = 'savedProps' | 'hidden';

/** A list with the id added (on) or removed (off), keeping the order and without duplicates. */
export function withListing(list: readonly string[], id: string, on: boolean): string[] {
  const rest = list.filter((item) => item !== id);
  return on ? [...rest, id] : rest;
}

function setListing(queryClient: QueryClient, list: AccountList, id: string, on: boolean) {
  const account = queryClient.getQueryData<TAccount>(accountQueryKey);
  if (!account) return undefined;
  const next = withListing(account[list], id, on);
  queryClient.setQueryData<TAccount>(accountQueryKey, { ...account, [list]: next });
  return next;
}

type Toggle = { list: AccountList; id: string; on: boolean; next: string[] };

const MUTATION_KEY = ['account', 'listing-lists'] as const;

/**
 * Saved and hidden toggles (spec section 4): the cached account — the session's source of
 * truth — changes first, then PUT /account sends the whole new list. Toggles run one after
 * another (one mutation scope) so the server ends with the last list; a failure puts that one
 * listing back as it was and calls `onFailure`.
 */
export function useToggleAccountList(onFailure: (error: Error) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    scope: { id: 'account-listing-lists' },
    mutationFn: ({ list, next }: Toggle) => updateAccount({ [list]: next }),
    onSuccess: (account) => {
      // A later toggle is still queued: its optimistic list is newer than this reply.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) storeAccount(queryClient, account);
    },
    onError: (error, { list, id, on }) => {
      setListing(queryClient, list, id, !on);
      onFailure(error);
    },
  });

  return (list: AccountList, id: string, on: boolean) => {
    void queryClient.cancelQueries({ queryKey: accountQueryKey });
    const next = setListing(queryClient, list, id, on);
    if (next) mutation.mutate({ list, id, on, next });
  };
}
