import type { TOffer } from '@app/shared/offers/offers.schema';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../api/api-client';

/** The offer as a reply schema: GET /offers/{id} and every negotiation move answer with it. */
export const ZOfferReply = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZOffer));

/** GET /offers/{id}: the offer as one of its parties sees it (the seller side opening it marks it seen). */
export function getOffer(id: string, signal?: AbortSignal) {
  return api(`/offers/${encodeURIComponent(id)}`, ZOfferReply, { signal });
}

/**
 * One offer's cache entry, shared by the dashboard's read-only view and the negotiation pages, so
 * an answer given on one (a counter, an accept) is what the other shows, without asking again.
 */
export function offerQueryOptions(id: string) {
  return queryOptions({ queryKey: ['offer', id] as const, queryFn: ({ signal }) => getOffer(id, signal) });
}

/** Keeps an offer the server answered with (every negotiation move replies with the offer) as the cached one. */
export function storeOffer(queryClient: QueryClient, offer: TOffer) {
  queryClient.setQueryData(offerQueryOptions(offer._id).queryKey, offer);
}
