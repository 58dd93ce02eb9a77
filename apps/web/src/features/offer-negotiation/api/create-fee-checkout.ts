import { ZCheckout } from '@app/shared/payments/payments.schema';
import { api } from '../../../lib/api/api-client';

/** The wallet's product kind of the seller side's negotiation fee (decision 057: its payment finalizes the offer). */
export const NEGOTIATION_FEE_KIND = 'offer-negotiation-fee';

/** POST /checkouts for an offer's negotiation fee (409 'Sign the final terms before paying the negotiation fee.' before the seller side signed). */
export function createFeeCheckout(offerId: string) {
  return api('/checkouts', ZCheckout, { method: 'POST', body: { product: { kind: NEGOTIATION_FEE_KIND, ref: offerId } } });
}

/** Where the wallet's checkout for a checkout id is. */
export const checkoutPath = (checkoutId: string) => `/checkout/${encodeURIComponent(checkoutId)}`;
