import type { TReasonRequest } from '@app/shared/offers/offer-negotiation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { storeOffer, ZOfferReply } from '../../../lib/offers/offer-query';

/** The answers that take no new terms: accept (no body), decline and cancel (with a reason, spec section 4). */
export type TAnswer = { move: 'accept' } | { move: 'decline' | 'cancel'; body: TReasonRequest };

/** POST /offers/{id}/accept, /decline or /cancel; the reply is the offer as the caller now sees it. */
export function answerOffer(id: string, answer: TAnswer) {
  const path = `/offers/${encodeURIComponent(id)}/${answer.move}`;
  return api(path, ZOfferReply, { method: 'POST', ...('body' in answer ? { body: answer.body } : {}) });
}

/** Answers an offer and keeps the answered offer as the cached one. */
export function useAnswerOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TAnswer) => answerOffer(id, answer),
    onSuccess: (offer) => storeOffer(queryClient, offer),
  });
}
