import { ZPayoutMethod } from '@app/shared/payments/payout-methods.schema';
import type { TPayoutMethodForm } from '@app/shared/validation/payout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { payoutMethodsQueryKey } from './get-payout-methods';

/** POST /payoutmethods: the payout form as checked by its schema; 400 with field messages. */
export function addPayoutMethod(body: TPayoutMethodForm) {
  return api('/payoutmethods', ZPayoutMethod, { method: 'POST', body });
}

/** Adds a payout method, then refreshes the list. */
export function useAddPayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPayoutMethod, onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutMethodsQueryKey }) });
}
