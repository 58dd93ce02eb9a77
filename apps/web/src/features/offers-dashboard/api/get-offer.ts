import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offerQueryOptions } from '../../../lib/offers/offer-query';
import { useSession } from '../../../lib/session/session-store';
import { isSellerSide } from '../offer-tabs';
import { offersQueryOptions, updateOffers } from './get-offers';

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
    // Already seen in the list: nothing to mark (an offer fetched again after a change must not refetch the list twice).
    if (queryClient.getQueryData(received.queryKey)?.some((item) => item._id === offer._id && item.seen)) return;
    // A list still loading may have been read before this offer was marked seen: ask again.
    if (queryClient.getQueryState(received.queryKey)?.fetchStatus === 'fetching') {
      void queryClient.invalidateQueries({ queryKey: received.queryKey });
      return;
    }
    updateOffers(queryClient, 'received', account._id, (offers) =>
      offers.map((item) => (item._id === offer._id ? { ...item, seen: true } : item)),
    );
  }, [offer, account, queryClient]);
  return query;
}
