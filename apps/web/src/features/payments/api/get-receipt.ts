import { ZReceipt } from '@app/shared/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** A payment's receipt cache key; a successful payment fills it from its reply. */
export const receiptQueryKey = (paymentId: string) => ['receipts', paymentId] as const;

/** GET /payments/{id}/receipt. */
export function getReceipt(paymentId: string, signal?: AbortSignal) {
  return api(`/payments/${encodeURIComponent(paymentId)}/receipt`, ZReceipt, { signal });
}

/** Query options for one receipt; a receipt does not change but for refunds, so it stays fresh a while. */
export function receiptQueryOptions(paymentId: string) {
  return queryOptions({ queryKey: receiptQueryKey(paymentId), queryFn: ({ signal }) => getReceipt(paymentId, signal) });
}

/** One payment's receipt. */
export function useReceipt(paymentId: string) {
  return useQuery(receiptQueryOptions(paymentId));
}
