import { ZPaymentProviderInfo } from '@app/shared/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** GET /payments/provider: which processor takes cards, and Stripe's publishable key. */
export function getPaymentProvider(signal?: AbortSignal) {
  return api('/payments/provider', ZPaymentProviderInfo, { signal });
}

/** Query options for the active processor; it does not change while the app runs. */
export function paymentProviderQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'provider'] as const,
    queryFn: ({ signal }) => getPaymentProvider(signal),
    staleTime: Infinity,
  });
}

/** The active processor (the card forms render its fields). */
export function usePaymentProvider() {
  return useQuery(paymentProviderQueryOptions());
}
