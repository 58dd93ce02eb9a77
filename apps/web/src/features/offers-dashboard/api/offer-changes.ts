import type { TOffer, TOfferListItem } from '@app/shared/offers/offers.schema';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { offerQueryOptions } from '../../../lib/offers/offer-query';
import { offerComparisonQueryOptions } from './get-offer-comparison';
import { offersQueryOptions, type OfferSide } from './get-offers';

/** One offer of a completedOffers event: it changed for the signed-in person (or is new to them). */
export type TOfferChange = { _id: string; propertyID: string; updatedAt: string };

const SIDES: readonly OfferSide[] = ['made', 'received'];

/**
 * The cached queries a completedOffers event makes stale, each once: a list or an open offer that
 * holds an older copy of a changed offer, the compare view of its listing, and for an offer new to
 * the person the list it belongs on (received when they have offers on that listing, made when
 * they made offers on it, else both). An offer already cached as new as the event says changes
 * nothing: the server repeats the unseen ones in every event.
 */
export function staleOfferQueries(queryClient: QueryClient, accountId: string, changes: readonly TOfferChange[]): QueryKey[] {
  const lists = SIDES.map((side) => {
    const { queryKey } = offersQueryOptions(side, accountId);
    return { side, queryKey, items: queryClient.getQueryData<TOfferListItem[]>(queryKey) };
  });
  const stale = new Map<string, QueryKey>();
  const mark = (key: QueryKey) => stale.set(JSON.stringify(key), key);
  for (const change of changes) {
    const older = (copy: { updatedAt: string }) => Date.parse(copy.updatedAt) < Date.parse(change.updatedAt);
    let changed = false;
    const holders = lists.filter((list) => list.items?.some((item) => item._id === change._id));
    for (const list of holders) {
      if (list.items!.some((item) => item._id === change._id && older(item))) {
        mark(list.queryKey);
        changed = true;
      }
    }
    const offerKey = offerQueryOptions(change._id).queryKey;
    const offer = queryClient.getQueryData<TOffer>(offerKey);
    if (offer && older(offer)) {
      mark(offerKey);
      changed = true;
    }
    if (holders.length === 0) {
      const onListing = lists.filter((list) => list.items?.some((item) => item.property === change.propertyID));
      (onListing.length ? onListing : lists).forEach((list) => mark(list.queryKey));
      changed = true;
    }
    if (changed) mark(offerComparisonQueryOptions(change.propertyID).queryKey);
  }
  return [...stale.values()];
}

/**
 * Keeps the cached offers current after a completedOffers event: each stale query is invalidated
 * once (an open one is fetched again, a closed one on its next use). Nothing else is asked: the
 * answers carry the new updatedAt, so the same event arriving again finds nothing stale.
 */
export function refreshChangedOffers(queryClient: QueryClient, accountId: string, changes: readonly TOfferChange[]) {
  for (const queryKey of staleOfferQueries(queryClient, accountId, changes)) {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }
}
