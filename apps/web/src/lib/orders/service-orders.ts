import { orderProduct, type TPlaceOrder } from '@app/shared/orders/orders.schema';
import { ZCheckout } from '@app/shared/payments/payments.schema';
import { ZOfferedServices } from '@app/shared/services/offered-services.schema';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * GET /professionalServices/{id}?country&postalCode: what a professional offers there (the order
 * pages, the profile). Without a postal code: what they offer in the codes they serve.
 */
export function offeredServicesQueryOptions(professionalId: string, postalCode?: string, country = 'US') {
  return queryOptions({
    queryKey: ['orders', 'offered', professionalId, country, postalCode ?? null],
    queryFn: ({ signal }) =>
      api(`/professionalServices/${encodeURIComponent(professionalId)}`, ZOfferedServices, {
        signal,
        query: postalCode ? { country, postalCode } : {},
      }),
  });
}

/**
 * What a professional offers in a postal code, or in the codes they serve when none is given
 * (undefined); an empty code (not typed yet) waits.
 */
export function useOfferedServices(professionalId: string, postalCode?: string, country = 'US', enabled = true) {
  return useQuery({ ...offeredServicesQueryOptions(professionalId, postalCode, country), enabled: enabled && postalCode !== '' });
}

/** POST /checkouts for a service order (product 'service-order'); the caller goes on to /checkout/{id}, where paying places it. */
export function useOrderCheckout() {
  return useMutation({
    mutationFn: (order: TPlaceOrder) => api('/checkouts', ZCheckout, { method: 'POST', body: { product: orderProduct(order) } }),
  });
}
