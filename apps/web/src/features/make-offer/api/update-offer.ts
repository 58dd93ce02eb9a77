import type { TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { ZOffer } from '@app/shared/offers/offers.schema';
import { api } from '../../../lib/api/api-client';

/**
 * PUT /offers/{id}: saves the pages given, each replacing what it held. Answers that break a rule
 * are refused (400 INVALID_INPUTS with a message per field); unanswered questions are saved.
 */
export function updateOffer(id: string, body: TOfferDraft) {
  return api(`/offers/${encodeURIComponent(id)}`, ZOffer, { method: 'PUT', body });
}
