import type { TApprovalMethod } from '@app/shared/payments/payment-methods';
import { IDEMPOTENCY_HEADER, ZDemoIntent, ZPaymentProgress, type TPaymentProgress } from '@app/shared/payments/payments.schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { paymentsQueryKey } from '../../../lib/payments/get-payments';
import { checkoutQueryKey } from './get-checkout';
import { receiptQueryKey } from './get-receipt';

/** How often a payment waiting for the payer's approval is asked after. */
export const PROGRESS_POLL_MS = 2_000;

export const progressQueryKey = (paymentId: string) => ['payments', paymentId, 'progress'] as const;

/** POST /checkouts/{id}/approval-payments: starts paying with a wallet; the same key answers with the same payment. */
export function startApprovalPayment(checkoutId: string, method: TApprovalMethod, idempotencyKey: string) {
  return api(`/checkouts/${encodeURIComponent(checkoutId)}/approval-payments`, ZPaymentProgress, {
    method: 'POST',
    body: { method },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST /payments/{id}/cancel: gives up a payment still waiting for approval. */
export function cancelApprovalPayment(paymentId: string) {
  return api(`/payments/${encodeURIComponent(paymentId)}/cancel`, ZPaymentProgress, { method: 'POST' });
}

/** What a settled progress means for the cache: the checkout as it is now, its receipt, the history. */
export function rememberProgress(queryClient: QueryClient, progress: TPaymentProgress) {
  queryClient.setQueryData(progressQueryKey(progress.payment._id), progress);
  if (progress.payment.status === 'pending') return;
  queryClient.setQueryData(checkoutQueryKey(progress.checkout._id), progress.checkout);
  if (progress.receipt) queryClient.setQueryData(receiptQueryKey(progress.payment._id), progress.receipt);
  void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
}

/** GET /payments/{id}/progress, asked again every two seconds while the payment waits for the payer. */
export function usePaymentProgress(paymentId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: progressQueryKey(paymentId),
      queryFn: ({ signal }) => api(`/payments/${encodeURIComponent(paymentId)}/progress`, ZPaymentProgress, { signal }),
    }),
    refetchInterval: (query) => (query.state.data && query.state.data.payment.status !== 'pending' ? false : PROGRESS_POLL_MS),
  });
}

export const demoIntentQueryKey = (intentId: string) => ['demo-payments', intentId] as const;

/** GET /demo-payments/{id}: the wallet payment the demo confirmation page shows. */
export function useDemoIntent(intentId: string) {
  return useQuery({
    queryKey: demoIntentQueryKey(intentId),
    queryFn: ({ signal }) => api(`/demo-payments/${encodeURIComponent(intentId)}`, ZDemoIntent, { signal }),
  });
}

/** POST /demo-payments/{id}/approve | cancel: the payer's decision on the demo confirmation page. */
export function decideDemoIntent(intentId: string, decision: 'approve' | 'cancel') {
  return api(`/demo-payments/${encodeURIComponent(intentId)}/${decision}`, ZDemoIntent, { method: 'POST' });
}
