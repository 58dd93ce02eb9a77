import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, lazySchema } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';
import { isSellerSide } from '../offer-tabs';
import { offersKey, offersQueryOptions, updateOffers } from './get-offers';

const ZOffer = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZOffer));

/** GET /offers/{id}: the offer for one of its parties (the seller side opening it marks it seen). */
export function getOffer(id: string, signal?: AbortSignal) {
  return api(`/offers/${encodeURIComponent(id)}`, ZOffer, { signal });
}

export function offerQueryOptions(id: string) {
  return queryOptions({ queryKey: [...offersKey, 'offer', id] as const, queryFn: ({ signal }) => getOffer(id, signal) });
}

/**
 * One offer. Once the seller side has read it, the server counts it as seen: the received list
 * says so too, which takes it off the navbar's notification count.
 */
export function useOffer(id: string) {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const query = useQuery(offerQueryOptions(id));
  const offer = query.data;
  useEffect(() => {
    if (!offer || !account || !isSellerSide(offer.relation)) return;
    const received = offersQueryOptions('received', account._id);
    // A list still loading may have been read before this offer was marked seen: ask again.
    if (queryClient.getQueryState(received.queryKey)?.fetchStatus === 'fetching') {
      void queryClient.invalidateQueries({ queryKey: received.queryKey });
      return;
    }
    updateOffers(queryClient, 'received', account._id, (offers) =>
      offers.map((item) => (item._id === offer._id && !item.seen ? { ...item, seen: true } : item)),
    );
  }, [offer, account, queryClient]);
  return query;
}
