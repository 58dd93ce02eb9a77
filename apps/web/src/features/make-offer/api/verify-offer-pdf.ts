import { ZPdfVerification } from '@app/shared/offers/offers.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /offers/{id}/pdfs/{pdfId}/verify: the stored PDF's SHA-256 now, against the one recorded when it was signed. */
export function verifyOfferPdf({ offerId, pdfId }: { offerId: string; pdfId: string }) {
  return api(`/offers/${encodeURIComponent(offerId)}/pdfs/${encodeURIComponent(pdfId)}/verify`, ZPdfVerification);
}

/** Verify, asked by a button (never cached: the answer is about the file as it is now). */
export function useVerifyOfferPdf() {
  return useMutation({ mutationFn: verifyOfferPdf });
}
