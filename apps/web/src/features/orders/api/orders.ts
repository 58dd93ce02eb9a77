import { ORDER_DAYS_FIELD, ZOrder, ZReview, type TOrder, type TReviewInput } from '@app/shared/orders/orders.schema';
import type { TOrderStatusId, TServiceKindId } from '@app/shared/reference/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';

/** The customer's orders' cache key. */
export const myOrdersQueryKey = ['orders', 'mine'] as const;

/** GET /orders/mine: every order the signed-in person placed, newest change first. */
export function useMyOrders() {
  return useQuery({ queryKey: myOrdersQueryKey, queryFn: ({ signal }) => api('/orders/mine', z.array(ZOrder), { signal }) });
}

/** GET /orders/{id}: one order, for its two parties. */
export function useOrder(id: string) {
  return useQuery({ queryKey: ['orders', id], queryFn: ({ signal }) => api(`/orders/${encodeURIComponent(id)}`, ZOrder, { signal }) });
}

const BASES: Record<TServiceKindId, string> = { appraisal: 'appraisalOrders', inspection: 'inspectionOrders', media: 'mediaOrders' };

/** PATCH {kind base}/{orderId} with a log entry; the reply is the updated order. */
export function updateOrder(order: Pick<TOrder, '_id' | 'serviceType'>, logEntry: { status: TOrderStatusId; reason?: string }) {
  return api(`/${BASES[order.serviceType]}/${encodeURIComponent(order._id)}`, ZOrder, { method: 'PATCH', body: { logEntry } });
}

/** Moves an order, then puts the server's reply in the lists. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order: TOrder; status: TOrderStatusId; reason?: string }) =>
      updateOrder(input.order, { status: input.status, ...(input.reason ? { reason: input.reason } : {}) }),
    onSuccess: (updated) => {
      queryClient.setQueryData<TOrder[]>(myOrdersQueryKey, (orders) =>
        orders?.map((order) => (order._id === updated._id ? updated : order)),
      );
      queryClient.setQueryData(['orders', updated._id], updated);
    },
  });
}

/** POST /orders/{id}/disputes: either party opens the order's dispute; the reply replaces the order everywhere. */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      api(`/orders/${encodeURIComponent(orderId)}/disputes`, ZOrder, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** POST /professionalReview/{orderId}: the customer's one review of a completed order. */
export function useReviewOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: TReviewInput) =>
      api(`/professionalReview/${encodeURIComponent(orderId)}`, ZReview, { method: 'POST', body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}

/** The provider's orders of one kind (GET appraisalOrders|inspectionOrders/seller/{id}, media-orders/professional). */
export function useProviderOrders(kind: TServiceKindId) {
  const { account, verified } = useSession();
  const id = account?._id ?? '';
  return useQuery({
    queryKey: ['orders', 'provider', kind, id],
    queryFn: ({ signal }) =>
      api(kind === 'media' ? '/media-orders/professional' : `/${BASES[kind]}/seller/${encodeURIComponent(id)}`, z.array(ZOrder), {
        signal,
      }),
    enabled: Boolean(account && verified),
  });
}

/** A provider's move (accept, decline, upload with the file, deliver); the reply replaces the order in their list. */
export function useProviderMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order: TOrder; status: TOrderStatusId; reason?: string; fileId?: string }) =>
      api(`/${BASES[input.order.serviceType]}/${encodeURIComponent(input.order._id)}`, ZOrder, {
        method: 'PATCH',
        body: {
          logEntry: { status: input.status, ...(input.reason ? { reason: input.reason } : {}) },
          ...(input.fileId ? { fileId: input.fileId } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', 'provider'] }),
  });
}

/** PUT inspectionOrders|mediaOrders/{orderId}: the provider's days (decision 074); the reply replaces the order in their list. */
export function useSetOrderDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order: TOrder & { serviceType: keyof typeof ORDER_DAYS_FIELD }; days: number }) =>
      api(`/${BASES[input.order.serviceType]}/${encodeURIComponent(input.order._id)}`, ZOrder, {
        method: 'PUT',
        body: { [ORDER_DAYS_FIELD[input.order.serviceType]]: input.days },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(['orders', updated._id], updated);
      return queryClient.invalidateQueries({ queryKey: ['orders', 'provider'] });
    },
  });
}

export { offeredServicesQueryOptions, useOfferedServices, useOrderCheckout } from '../../../lib/orders/service-orders';

/**
 * PUT media-orders/professional/{orderId}/{translation|staging}: a media order's delivery into its
 * listing (decisions 073 and 083); the reply replaces the order in the provider's lists.
 */
export function useDeliverIntoListing<TBody extends object>(orderId: string, delivery: 'translation' | 'staging') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      api(`/media-orders/professional/${encodeURIComponent(orderId)}/${delivery}`, ZOrder, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders', 'provider'] }),
  });
}
