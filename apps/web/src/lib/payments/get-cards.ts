import { ZSavedCard } from '@app/shared/payments/payments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/api-client';

/** The saved cards' cache key; every card mutation refreshes or replaces it. */
export const cardsQueryKey = ['wallet', 'cards'] as const;

/** GET /wallet/cards: the person's saved cards, the default first. */
export function getCards(signal?: AbortSignal) {
  return api('/wallet/cards', z.array(ZSavedCard), { signal });
}

/** Query options for the saved cards. */
export function cardsQueryOptions() {
  return queryOptions({ queryKey: cardsQueryKey, queryFn: ({ signal }) => getCards(signal) });
}

/** The saved cards (wallet and checkout). */
export function useCards() {
  return useQuery(cardsQueryOptions());
}
