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
 * The offer being made: asked for afresh each time the wizard opens (a co-buyer may have signed, or
 * another tab saved), then kept up to date by the wizard's own saves, not refetched under its feet.
 */
export function useOffer(id: string) {
  return useQuery({ ...offerQueryOptions(id), staleTime: Infinity, refetchOnMount: 'always', refetchOnWindowFocus: false });
}

/**
 * The offer as its finish page shows it: asked for afresh when the page opens, and not shown from
 * the cache meanwhile (the wizard's copy still says draft: the payment that sent it happened on the
 * checkout page). `data` stays undefined until the server has answered.
 */
export function useFreshOffer(id: string) {
  const query = useQuery({ ...offerQueryOptions(id), refetchOnMount: 'always' });
  return { data: query.isFetchedAfterMount ? query.data : undefined, error: query.error, refetch: query.refetch };
}
