import { applyBps } from '@app/shared/domain/offer-money';
import { priceFor } from '@app/shared/payments/price-catalogue';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { z } from 'zod';
import type { OfferEventRow, OfferRow } from './offers.repo';

/** The product kind of the seller side's negotiation fee: paying it applies the seller's finalize (decision 057). */
export const NEGOTIATION_FEE_KIND = 'offer-negotiation-fee';

/** The fee as the finalize event records it: the rate and what was charged. */
export const ZChargedFee = z.object({ bps: z.number().int(), amount: z.number().int() });

/** The negotiation fee's rate from the priced catalogue ({fee}% of the final price, in basis points). */
export function negotiationFeeBps(): number {
  return priceFor(NEGOTIATION_FEE_KIND).bps;
}

/**
 * The seller side's negotiation fee on an offer: {fee}% of its price (the total the negotiation
 * closes at), in the offer's currency. Once finalized, what the finalize recorded as charged;
 * before, at the catalogue's rate. Null while there is no price.
 */
export function negotiationFeeOf(row: Pick<OfferRow, 'offerPriceMinor' | 'currency'>, events: OfferEventRow[]): TOffer['negotiationFee'] {
  const finalized = events.find((event) => event.action === 'finalize' && event.toStatus === 'finalized');
  const charged = ZChargedFee.safeParse(finalized?.data?.negotiationFee);
  if (charged.success) return { bps: charged.data.bps, amount: { amount: charged.data.amount, currency: row.currency } };
  if (row.offerPriceMinor === null) return null;
  const bps = negotiationFeeBps();
  return { bps, amount: { amount: applyBps(row.offerPriceMinor, bps), currency: row.currency } };
}
