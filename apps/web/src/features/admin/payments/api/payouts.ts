import { ZAdminPayout, ZAdminPayoutPage, type TAdminPayoutFilter } from '@app/shared/orders/payouts.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';

/** GET admin/payments/payouts: a page of providers' payouts, newest first, by status. */
export function findPayouts(filter: TAdminPayoutFilter, signal?: AbortSignal) {
  return api('/admin/payments/payouts', ZAdminPayoutPage, { query: { ...filter }, signal });
}

/** A page of payouts; the previous page stays on screen while the next one loads. */
export function useAdminPayouts(filter: TAdminPayoutFilter) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'payouts', filter], queryFn: ({ signal }) => findPayouts(filter, signal) }),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/payments/payouts/{id}/retry: a failed payout is booked again and sent; the answer is where it stands now. */
export function retryPayout(id: string) {
  return api(`/admin/payments/payouts/${encodeURIComponent(id)}/retry`, ZAdminPayout, { method: 'POST' });
}

/** Retries a failed payout, then the payouts, the overview and the audit log are refetched. */
export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPayout, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
