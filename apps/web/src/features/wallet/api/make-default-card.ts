import { ZSavedCard } from '@app/shared/payments/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { cardsQueryKey } from '../../../lib/payments/get-cards';

/** PUT /wallet/cards/{id}/default: replies with the whole list, the new default first. */
export function makeDefaultCard(id: string) {
  return api(`/wallet/cards/${encodeURIComponent(id)}/default`, z.array(ZSavedCard), { method: 'PUT' });
}

/** Makes a card the default and puts the server's list in the cache. */
export function useMakeDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeDefaultCard, onSuccess: (cards) => queryClient.setQueryData(cardsQueryKey, cards) });
}
