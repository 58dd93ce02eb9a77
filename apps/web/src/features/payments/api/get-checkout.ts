import { ZCheckout } from '@app/shared/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** A checkout's cache key; paying it replaces the entry with the paid checkout. */
export const checkoutQueryKey = (id: string) => ['checkouts', id] as const;

/** GET /checkouts/{id}: what is being bought, its price and whether it is still open. */
export function getCheckout(id: string, signal?: AbortSignal) {
  return api(`/checkouts/${encodeURIComponent(id)}`, ZCheckout, { signal });
}

/** Query options for one checkout. */
export function checkoutQueryOptions(id: string) {
  return queryOptions({ queryKey: checkoutQueryKey(id), queryFn: ({ signal }) => getCheckout(id, signal) });
}

/** One checkout. */
export function useCheckout(id: string) {
  return useQuery(checkoutQueryOptions(id));
}
