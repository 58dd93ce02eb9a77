import { ZCosignOffer, type TCosignOffer } from '@app/shared/offers/offer-cosign.schema';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

const cosignKey = (token: string) => ['offer-cosign', token] as const;

/** GET /offers/cosign/:token: the offer a co-buyer's mailed link signs, no account needed. */
export function getCosignOffer(token: string, signal?: AbortSignal) {
  return api(`/offers/cosign/${encodeURIComponent(token)}`, ZCosignOffer, { signal });
}

/** Query options for the offer behind a signing link; a dead link is not retried. */
export function cosignOfferQueryOptions(token: string) {
  return queryOptions({ queryKey: cosignKey(token), queryFn: ({ signal }) => getCosignOffer(token, signal), retry: false });
}

/** The offer behind a signing link. */
export function useCosignOffer(token: string) {
  return useQuery(cosignOfferQueryOptions(token));
}

/** POST /offers/cosign/:token/signatures: the co-buyer's signature, typed or drawn. */
export function signCosignOffer(token: string, signature: TSignatureInput) {
  return api(`/offers/cosign/${encodeURIComponent(token)}/signatures`, ZCosignOffer, { method: 'POST', body: { signature } });
}

/** Signing by the link; the signed summary replaces the cached one (the link is used up). */
export function useSignCosignOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signature: TSignatureInput) => signCosignOffer(token, signature),
    onSuccess: (offer: TCosignOffer) => queryClient.setQueryData(cosignKey(token), offer),
  });
}
