import { MESSAGES } from '@app/shared/messages/messages';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { cardsQueryKey } from '../../../lib/payments/get-cards';
import { paymentsQueryKey } from '../../../lib/payments/get-payments';
import { createBookingDepositCheckout, payWithSavedCard } from '../api/pay-booking-deposit';
import { offerFinishPath } from '../api/offer-links';
import { refreshOffer } from '../api/sign-offer';

/** Where sending stands: nothing yet, opening the checkout, paying it, sent. */
export type TSendStage = 'idle' | 'opening' | 'paying' | 'sent';

/**
 * Sending the offer: open a checkout for its booking deposit, pay it with a saved wallet card
 * (paying sends the offer on the server), then go to the finish page. One Idempotency-Key per
 * attempt and one checkout per page visit: a retry after 'Payment Failed' resumes the same
 * charge instead of starting a second; only a decline makes a new key. Without a saved card the
 * checkout page takes a new card or a wallet (`payOnCheckoutPage`).
 */
export function useSendOffer(offer: TOffer) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<TSendStage>('idle');
  const [error, setError] = useState('');
  const checkoutId = useRef<string | null>(null);
  const attemptKey = useRef(crypto.randomUUID());

  const openCheckout = async () => {
    checkoutId.current ??= (await createBookingDepositCheckout(offer._id))._id;
    return checkoutId.current;
  };

  const fail = (failure: unknown) => {
    setStage('idle');
    if (failure instanceof ApiError && failure.code === 'PAYMENT_NOT_COMPLETED') attemptKey.current = crypto.randomUUID();
    // No longer open (paid in another tab, or expired): the next attempt opens a new checkout.
    if (failure instanceof ApiError && failure.status === 409) checkoutId.current = null;
    setError((failure instanceof Error && failure.message) || MESSAGES.somethingWentWrong);
  };

  const payWithCard = async (cardId: string) => {
    setError('');
    try {
      setStage('opening');
      const id = await openCheckout();
      setStage('paying');
      await payWithSavedCard(id, cardId, attemptKey.current);
      setStage('sent');
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
      await refreshOffer(queryClient, offer._id);
      await navigate(offerFinishPath(offer.property, offer._id));
    } catch (failure) {
      fail(failure);
    }
  };

  /** Opens the checkout page to pay there: with a new card, or with a wallet (Alipay, WeChat Pay, PayPal) it preselects. */
  const payOnCheckoutPage = async (method?: string) => {
    setError('');
    try {
      setStage('opening');
      const id = await openCheckout();
      await navigate(`/checkout/${encodeURIComponent(id)}${method ? `?method=${encodeURIComponent(method)}` : ''}`);
    } catch (failure) {
      fail(failure);
    }
  };

  return { stage, error, payWithCard, payOnCheckoutPage, busy: stage === 'opening' || stage === 'paying' };
}
