import { ZListingCard } from '@app/shared/listings/listing-card.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** POST /saved-properties/multi: the cards of the public listings among the ids, in their order. */
export function getListingCards(ids: readonly string[], signal?: AbortSignal) {
  return api('/saved-properties/multi', ZListingCard.array(), { method: 'POST', body: { ids }, signal });
}

/**
 * Query options for the cards of some listing ids (saved or hidden ones). While a changed list
 * loads, the previous cards stay, so removing one does not blank the page.
 */
export function listingCardsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['listing-cards', [...ids]] as const,
    queryFn: ({ signal }) => getListingCards(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The cards of the given listing ids. */
export function useListingCards(ids: readonly string[]) {
  return useQuery(listingCardsQueryOptions(ids));
}
