import {
  IDEMPOTENCY_HEADER,
  ZPaymentResult,
  type TPayCheckoutRequest,
  type TTokenPayCheckoutRequest,
} from '@app/shared/payments/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { cardsQueryKey } from '../../../lib/payments/get-cards';
import { paymentsQueryKey } from '../../../lib/payments/get-payments';
import { checkoutQueryKey } from './get-checkout';
import { receiptQueryKey } from './get-receipt';

export type PayCheckoutVariables = { body: TPayCheckoutRequest | TTokenPayCheckoutRequest; idempotencyKey: string };

/**
 * POST /checkouts/{id}/pay with a saved card or a new one. The Idempotency-Key makes a retry of
 * the same attempt safe: the server answers it with the first outcome instead of charging again.
 * 402 on a decline, 409 when the checkout is no longer open, 400 with field messages.
 */
export function payCheckout(checkoutId: string, { body, idempotencyKey }: PayCheckoutVariables) {
  return api(`/checkouts/${encodeURIComponent(checkoutId)}/pay`, ZPaymentResult, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** Paying a checkout: the paid checkout and its receipt go in the cache; history and cards refresh. */
export function usePayCheckoutMutation(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: PayCheckoutVariables) => payCheckout(checkoutId, variables),
    onSuccess: (result) => {
      queryClient.setQueryData(checkoutQueryKey(checkoutId), result.checkout);
      queryClient.setQueryData(receiptQueryKey(result.payment._id), result.receipt);
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
    },
  });
}
