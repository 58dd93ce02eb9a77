import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { ZOffer } from '@app/shared/offers/offers.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

type SignVariables = { offerId: string; buyerId: string; signature: TSignatureInput };

/**
 * POST /offers/{id}/signatures: the signed-in buyer signs for themselves (typed or drawn); the
 * reply is the offer with the signature, and its PDFs once the last buyer has signed.
 */
export function signOffer({ offerId, buyerId, signature }: SignVariables) {
  return api(`/offers/${encodeURIComponent(offerId)}/signatures`, ZOffer, { method: 'POST', body: { buyerId, signature } });
}

/** Every cached query about this offer is stale now (the wizard's copy, the lists). */
export function refreshOffer(queryClient: QueryClient, offerId: string) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.some((part) => part === offerId || part === 'offers') });
}

/** Signing: the caller shows the reply at once; the wizard's copy of the offer refreshes. */
export function useSignOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOffer,
    onSuccess: (_offer, { offerId }) => void refreshOffer(queryClient, offerId),
  });
}
