import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { cardsQueryKey } from '../../../lib/payments/get-cards';

/** DELETE /wallet/cards/{id}. */
export function removeCard(id: string) {
  return api(`/wallet/cards/${encodeURIComponent(id)}`, ZDone, { method: 'DELETE' });
}

/** Removes a saved card, then refreshes the list (another card may have become the default). */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }) });
}
