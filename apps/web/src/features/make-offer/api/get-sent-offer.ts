import { ZOffer } from '@app/shared/offers/offers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /offers/{id}: an offer, for its parties (the finish page reads it once sent). */
export function getSentOffer(id: string, signal?: AbortSignal) {
  return api(`/offers/${encodeURIComponent(id)}`, ZOffer, { signal });
}

/** Query options for one offer. */
export function sentOfferQueryOptions(id: string) {
  return queryOptions({ queryKey: ['offers', id], queryFn: ({ signal }) => getSentOffer(id, signal) });
}

/** The offer on its finish page. */
export function useSentOffer(id: string) {
  return useQuery(sentOfferQueryOptions(id));
}
