import { ZSavedCard, type TAddCardRequest, type TAddTokenCardRequest } from '@app/shared/payments/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { cardsQueryKey } from '../../../lib/payments/get-cards';

/**
 * POST /wallet/cards: the card form (number as digits; with Stripe, the PaymentMethod Stripe.js
 * made instead), optionally made the default. 400 with field messages, 402 'Could not add card'
 * or 'Invalid Card' when the card is refused.
 */
export function addCard(body: TAddCardRequest | TAddTokenCardRequest) {
  return api('/wallet/cards', ZSavedCard, { method: 'POST', body });
}

/** Adds a card, then refreshes the list (a new default changes the order). */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }) });
}
