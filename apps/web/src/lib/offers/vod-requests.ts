import type { TOffer } from '@app/shared/offers/offers.schema';
import { VOD_EVENTS } from '@app/shared/vod/vod.events';
import type { TSendVodRequest } from '@app/shared/vod/vod.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/api-client';
import { onSocketEvent } from '../socket/socket-events';
import { ZOfferReply } from './offer-query';

/** POST /offers/{id}/vod-requests: asks one buyer's bank to verify the deposit; answers with the offer. */
export function sendVodRequest(offerId: string, body: TSendVodRequest) {
  return api(`/offers/${encodeURIComponent(offerId)}/vod-requests`, ZOfferReply, { method: 'POST', body });
}

/** Sending a VOD request; `onSent` puts the returned offer where the page keeps it. */
export function useSendVodRequest(offerId: string, onSent: (offer: TOffer) => void) {
  return useMutation({ mutationFn: (body: TSendVodRequest) => sendVodRequest(offerId, body), onSuccess: (offer) => onSent(offer) });
}

/** Where the bank's letter opens (the offer's parties only; the server redirects to a short-lived link). */
export function vodLetterHref(offerId: string, requestId: string) {
  return `/api/v1/offers/${encodeURIComponent(offerId)}/vod-requests/${encodeURIComponent(requestId)}/letter`;
}

/** Refetches an open offer when a bank answers one of its VOD requests (the `vodAnswered` socket event). */
export function useVodAnswers(offerId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(VOD_EVENTS, 'vodAnswered', (event) => {
        // The offer is cached under the wizard's key and the dashboard's: both hold its id.
        if (event.offerId === offerId) void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(offerId) });
      }),
    [offerId, queryClient],
  );
}
