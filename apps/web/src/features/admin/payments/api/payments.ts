import {
  ZAdminPaymentDetail,
  ZAdminPaymentPage,
  type TAdminPaymentFilter,
  type TAdminRefundRequest,
} from '@app/shared/admin/admin-payments.schema';
import { IDEMPOTENCY_HEADER } from '@app/shared/payments/payments.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';

/** GET admin/payments: a page of payments, newest first, filtered. */
export function findPayments(filter: TAdminPaymentFilter, signal?: AbortSignal) {
  return api('/admin/payments', ZAdminPaymentPage, { query: { ...filter }, signal });
}

/** A page of the payments search; the previous page stays on screen while the next one loads. */
export function useAdminPayments(filter: TAdminPaymentFilter) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'payments', 'search', filter], queryFn: ({ signal }) => findPayments(filter, signal) }),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/payments/{id}: the payment, its ledger lines and refunds. */
export function paymentQuery(id: string) {
  return queryOptions({
    queryKey: ['admin', 'payments', 'one', id],
    queryFn: ({ signal }) => api(`/admin/payments/${encodeURIComponent(id)}`, ZAdminPaymentDetail, { signal }),
  });
}

export function useAdminPayment(id: string) {
  return useQuery(paymentQuery(id));
}

/** POST admin/payments/{id}/refunds with the request's idempotency key (a repeat of the same key refunds once). */
export function refundPayment({ id, idempotencyKey, ...body }: TAdminRefundRequest & { id: string; idempotencyKey: string }) {
  return api(`/admin/payments/${encodeURIComponent(id)}/refunds`, ZAdminPaymentDetail, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Refunds, then shows the server's payment and refetches the rest of the console (search, overview, audit log). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentQuery(payment._id).queryKey, payment);
      void queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (query) => query.queryKey[2] !== 'one' });
    },
  });
}
