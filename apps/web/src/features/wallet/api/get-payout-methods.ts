import { ZPayoutMethod } from '@app/shared/payments/payout-methods.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** The payout methods' cache key. */
export const payoutMethodsQueryKey = ['wallet', 'payout-methods'] as const;

/** GET /payoutmethods: where the person receives payouts (only the account's last four digits). */
export function getPayoutMethods(signal?: AbortSignal) {
  return api('/payoutmethods', z.array(ZPayoutMethod), { signal });
}

/** Query options for the payout methods. */
export function payoutMethodsQueryOptions() {
  return queryOptions({ queryKey: payoutMethodsQueryKey, queryFn: ({ signal }) => getPayoutMethods(signal) });
}

/** The payout methods. */
export function usePayoutMethods() {
  return useQuery(payoutMethodsQueryOptions());
}
