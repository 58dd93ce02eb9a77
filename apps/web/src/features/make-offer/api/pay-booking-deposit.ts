import { IDEMPOTENCY_HEADER, ZCheckout, ZPaymentResult } from '@app/shared/payments/payments.schema';
import { api } from '../../../lib/api/api-client';

/** The wallet's product kind of an offer's booking deposit (paying it sends the offer). */
export const BOOKING_DEPOSIT_KIND = 'offer-booking-deposit';

/** POST /checkouts for the offer's booking deposit (400 'Finish every page…' until every page is done and signed). */
export function createBookingDepositCheckout(offerId: string) {
  return api('/checkouts', ZCheckout, { method: 'POST', body: { product: { kind: BOOKING_DEPOSIT_KIND, ref: offerId } } });
}

/**
 * POST /checkouts/{id}/pay with a saved wallet card. The Idempotency-Key is the attempt's: a retry
 * of the same attempt is answered with the first outcome instead of charging again.
 */
export function payWithSavedCard(checkoutId: string, cardId: string, idempotencyKey: string) {
  return api(`/checkouts/${encodeURIComponent(checkoutId)}/pay`, ZPaymentResult, {
    method: 'POST',
    body: { cardId },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
