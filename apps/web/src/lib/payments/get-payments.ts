import { ZPayment } from '@app/shared/payments/payments.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/api-client';

/** The payment history's cache key; a new payment invalidates it. */
export const paymentsQueryKey = ['wallet', 'payments'] as const;

/** The server's page size for GET /payments. */
export const PAYMENTS_PAGE_SIZE = 20;

/** GET /payments?page=n: the person's payments, newest first, 20 a page. */
export function getPayments(page: number, signal?: AbortSignal) {
  return api('/payments', z.array(ZPayment), { query: { page }, signal });
}

/** Pages of the history; a short page is the last one. */
export function paymentsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: paymentsQueryKey,
    queryFn: ({ pageParam, signal }) => getPayments(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.length < PAYMENTS_PAGE_SIZE ? undefined : lastPageParam + 1),
  });
}

/** The transaction history, a page at a time ("Load more"). */
export function usePayments() {
  return useInfiniteQuery(paymentsQueryOptions());
}
