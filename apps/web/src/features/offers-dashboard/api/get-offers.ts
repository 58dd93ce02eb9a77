import type { TOffer, TOfferListItem } from '@app/shared/offers/offers.schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';

/** Every cache entry of the offers dashboard starts with this key. */
export const offersKey = ['offers-dashboard'] as const;

const ZOfferList = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZOfferListItem.array()));

export type OfferSide = 'made' | 'received';

/** GET /offers/buyer/{id} (offers made, drafts included) or /offers/seller/{id} (sent offers received). */
export function getOffers(side: OfferSide, accountId: string, signal?: AbortSignal) {
  const path = side === 'made' ? 'buyer' : 'seller';
  return api(`/offers/${path}/${encodeURIComponent(accountId)}`, ZOfferList, { signal });
}

/**
 * One side's list. Fetched once, then cached (spec section 4): copies, removals, seen marks and
 * the completedOffers event update or refresh it, nothing else refetches it.
 */
export function offersQueryOptions(side: OfferSide, accountId: string) {
  return queryOptions({
    queryKey: [...offersKey, side, accountId] as const,
    queryFn: ({ signal }) => getOffers(side, accountId, signal),
    staleTime: Infinity,
  });
}

/**
 * The signed-in person's offers on one side; the API serves only verified accounts. `fresh`: the
 * dashboard asks again in the background each time it is opened (what it had shows at once), so an
 * offer started or sent in the wizard since is listed without this feature knowing about it.
 */
export function useOffers(side: OfferSide, { fresh = false }: { fresh?: boolean } = {}) {
  const { account, verified } = useSession();
  return useQuery({
    ...offersQueryOptions(side, account?._id ?? ''),
    enabled: Boolean(account && verified),
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** An offer as a list item (the copy's reply goes to the top of its list). */
export function toListItem(offer: TOffer): TOfferListItem {
  return {
    _id: offer._id,
    property: offer.property,
    listing: offer.listing,
    status: offer.status,
    completed: offer.completed,
    seen: offer.seen,
    sellerID: offer.sellerID,
    buyerID: offer.buyerID,
    relation: offer.relation,
    buyers: offer.buyers.map((buyer) => ({ name: buyer.name, email: buyer.email })),
    offerPrice: offer.money.offerPrice === null ? null : { amount: offer.money.offerPrice, currency: offer.currency },
    updatedAt: offer.updatedAt,
    sentAt: offer.sentAt,
    turn: offer.turn,
    respondBy: offer.respondBy,
    signedBy: offer.signedBy,
    acceptedAt: offer.acceptedAt,
    escrowOpenedAt: offer.escrowOpenedAt,
    listingOnMarket: true,
  };
}

/** Changes one side's cached list, if it is loaded. */
export function updateOffers(
  queryClient: QueryClient,
  side: OfferSide,
  accountId: string,
  update: (offers: TOfferListItem[]) => TOfferListItem[],
) {
  queryClient.setQueryData(offersQueryOptions(side, accountId).queryKey, (offers) => (offers ? update(offers) : offers));
}
