import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { payoutMethodsQueryKey } from './get-payout-methods';

/** DELETE /payoutmethods/{id}. */
export function removePayoutMethod(id: string) {
  return api(`/payoutmethods/${encodeURIComponent(id)}`, ZDone, { method: 'DELETE' });
}

/** Removes a payout method, then refreshes the list. */
export function useRemovePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayoutMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutMethodsQueryKey }),
  });
}
