import type { ErrorCode } from '@app/shared/errors/error-codes';
import type { TPayCheckoutRequest, TTokenPayCheckoutRequest, ZPaymentResult } from '@app/shared/payments/payments.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api/api-client';
import { checkoutQueryKey } from '../api/get-checkout';
import { usePayCheckoutMutation } from '../api/pay-checkout';

export type TPaymentResult = z.output<typeof ZPaymentResult>;

/** The card was declined: that attempt is over. ('Payment Failed' is not: its outcome may be unknown.) */
const DECLINED: ErrorCode = 'PAYMENT_NOT_COMPLETED';
const NOT_OPEN_STATUS = 409;

/**
 * Paying a checkout without ever charging twice. One Idempotency-Key per attempt: made when
 * the page opens and kept for every retry of that attempt (a lost reply, a second click), so
 * the server answers a repeat with the first outcome. Only a decline (PAYMENT_NOT_COMPLETED) ends
 * the attempt and makes a new key; after 'Payment Failed' the charge may still be under way at the
 * processor, so the retry keeps the key and the server resumes that payment instead of starting a
 * second one. A second submit while one is under way joins it instead of sending again.
 * 409 (no longer open: paid meanwhile, or expired) reloads the checkout to show what it is now.
 */
export function usePayCheckout(checkoutId: string, onPaid: (result: TPaymentResult) => void) {
  const queryClient = useQueryClient();
  const mutation = usePayCheckoutMutation(checkoutId);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const inFlight = useRef<Promise<TPaymentResult> | null>(null);

  const settle = async (body: TPayCheckoutRequest | TTokenPayCheckoutRequest) => {
    try {
      const result = await mutation.mutateAsync({ body, idempotencyKey });
      onPaid(result);
      queryClient.setQueryData(checkoutQueryKey(checkoutId), result.checkout);
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.code === DECLINED) setIdempotencyKey(crypto.randomUUID());
      if (error instanceof ApiError && error.status === NOT_OPEN_STATUS)
        void queryClient.invalidateQueries({ queryKey: checkoutQueryKey(checkoutId) });
      throw error;
    } finally {
      inFlight.current = null;
    }
  };

  const pay = (body: TPayCheckoutRequest | TTokenPayCheckoutRequest) => {
    inFlight.current ??= settle(body);
    return inFlight.current;
  };

  return { pay, paying: mutation.isPending };
}
