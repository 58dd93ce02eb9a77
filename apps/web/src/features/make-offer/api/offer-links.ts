import { OFFER_PAGES } from '@app/shared/offers/offer-draft.schema';
import { API_BASE } from '../../../lib/api/api-client';

/** Where a buyer's document on the offer opens: the server redirects its parties to a short-lived link. */
export const offerDocumentHref = (offerId: string, mediaId: string) =>
  `${API_BASE}/offers/${encodeURIComponent(offerId)}/documents/${encodeURIComponent(mediaId)}`;

/** Where a signed offer PDF opens (its parties only). */
export const offerPdfHref = (offerId: string, pdfId: string) =>
  `${API_BASE}/offers/${encodeURIComponent(offerId)}/pdfs/${encodeURIComponent(pdfId)}`;

/** The finish page of a sent offer (spec: /listings/{property_id}/offers/{offer_id}/finish). */
export const offerFinishPath = (propertyId: string, offerId: string) =>
  `/listings/${encodeURIComponent(propertyId)}/offers/${encodeURIComponent(offerId)}/finish`;

/** The Sign page of an offer: the wizard numbers its pages 1 to 8 in the stepper's order. */
export const offerSignPath = (propertyId: string, offerId: string) =>
  `/listings/${encodeURIComponent(propertyId)}/offers/${encodeURIComponent(offerId)}/${OFFER_PAGES.indexOf('sign') + 1}`;
