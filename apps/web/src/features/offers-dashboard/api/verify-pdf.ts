import { useMutation } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZPdfVerification = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZPdfVerification));

/** GET /offers/{id}/pdfs/{pdfId}/verify: whether the stored PDF still has the SHA-256 recorded when it was signed. */
export function verifyPdf({ offerId, pdfId }: { offerId: string; pdfId: string }) {
  return api(`/offers/${encodeURIComponent(offerId)}/pdfs/${encodeURIComponent(pdfId)}/verify`, ZPdfVerification);
}

/** Asks the server to hash the stored PDF again; a person presses Verify for it. */
export function useVerifyPdf() {
  return useMutation({ mutationFn: verifyPdf });
}

/** Where a signed PDF downloads from (the server redirects to a short-lived link). */
export function pdfUrl(offerId: string, pdfId: string) {
  return `/api/v1/offers/${encodeURIComponent(offerId)}/pdfs/${encodeURIComponent(pdfId)}`;
}
