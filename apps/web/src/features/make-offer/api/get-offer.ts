import { ZOffer } from '@app/shared/offers/offers.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** An offer as its buyer side edits it; every save replaces it with the server's answer. */
export const offerQueryKey = (id: string) => ['offers', id] as const;

/** GET /offers/{id}: the offer with its pages, each page's verdict and its money. */
export function getOffer(id: string, signal?: AbortSignal) {
  return api(`/offers/${encodeURIComponent(id)}`, ZOffer, { signal });
}

/** Query options for one offer. */
export function offerQueryOptions(id: string) {
  return queryOptions({ queryKey: offerQueryKey(id), queryFn: ({ signal }) => getOffer(id, signal) });
}

/**
 * The offer as the wizard and the finish page show it: asked for afresh each time the page opens
 * (a co-buyer may have signed, another tab saved, or the checkout page sent it), never shown from
 * an earlier visit's copy meanwhile (`data` stays undefined until the server has answered), then
 * kept up to date by the wizard's own saves, not refetched under its feet.
 */
export function useFreshOffer(id: string) {
  const query = useQuery({ ...offerQueryOptions(id), staleTime: Infinity, refetchOnMount: 'always', refetchOnWindowFocus: false });
  return { data: query.isFetchedAfterMount ? query.data : undefined, error: query.error, refetch: query.refetch };
}
