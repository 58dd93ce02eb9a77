import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';
import { isSellerSide } from '../offer-tabs';
import { toListItem, updateOffers, type OfferSide } from './get-offers';

const ZOffer = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZOffer));

/** POST /offers/{id}/copy: a new draft with the same pages (201). */
export function copyOffer(id: string) {
  return api(`/offers/${encodeURIComponent(id)}/copy`, ZOffer, { method: 'POST' });
}

/** Which list a copy goes to (spec section 4): offers received for the seller, offers made for the buyer or buying agent. */
export function copySide(copy: Awaited<ReturnType<typeof copyOffer>>): OfferSide {
  return isSellerSide(copy.relation) ? 'received' : 'made';
}

/** Copies an offer and puts the copy at the top of the list the person's role sends it to. */
export function useCopyOffer() {
  const queryClient = useQueryClient();
  const { account } = useSession();
  return useMutation({
    mutationFn: copyOffer,
    onSuccess: (copy) => {
      if (account) updateOffers(queryClient, copySide(copy), account._id, (offers) => [toListItem(copy), ...offers]);
    },
  });
}
