import type { TFinalizeRequest } from '@app/shared/offers/offer-negotiation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { storeOffer, ZOfferReply } from '../../../lib/offers/offer-query';

/** POST /offers/{id}/finalize: the caller signs the final terms; the reply is the offer as the caller now sees it. */
export function finalizeOffer(id: string, body: TFinalizeRequest) {
  return api(`/offers/${encodeURIComponent(id)}/finalize`, ZOfferReply, { method: 'POST', body });
}

/** Signs the final terms and keeps the answered offer as the cached one. */
export function useFinalizeOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFinalizeRequest) => finalizeOffer(id, body),
    onSuccess: (offer) => storeOffer(queryClient, offer),
  });
}
