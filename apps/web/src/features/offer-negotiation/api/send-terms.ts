import type { TCounterRequest } from '@app/shared/offers/offer-negotiation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { storeOffer, ZOfferReply } from '../../../lib/offers/offer-query';
import type { TTermsMove } from '../negotiation-paths';

/** POST /offers/{id}/counter, /edit or /renegotiate: new terms, signed; the reply is the offer as the caller now sees it. */
export function sendTerms(id: string, move: TTermsMove, body: TCounterRequest) {
  return api(`/offers/${encodeURIComponent(id)}/${move}`, ZOfferReply, { method: 'POST', body });
}

/** Sends new terms and keeps the answered offer as the cached one (the read-only view shows it at once). */
export function useSendTerms(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ move, body }: { move: TTermsMove; body: TCounterRequest }) => sendTerms(id, move, body),
    onSuccess: (offer) => storeOffer(queryClient, offer),
  });
}
