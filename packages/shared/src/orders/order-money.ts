import { priceFor } from '../payments/price-catalogue';
import type { TOrderStatusId } from '../reference/orders';

const share = (amount: number, bps: number) => Math.round((amount * bps) / 10_000);

/** The platform's fee on what a provider is paid (price catalogue 'service-order-fee'). */
export function orderPlatformFee(gross: number): number {
  return share(gross, priceFor('service-order-fee').bps);
}

/**
 * What the customer gets back when the order ends this way (spec section 4; decision 071): all of
 * it when the provider never accepted (cancelled or expired while pending, declined) or let the due
 * time pass; half when the customer cancels after acceptance (price catalogue
 * 'service-order-late-cancel-refund'); nothing once the work is completed.
 */
export function orderRefundAmount(price: number, from: TOrderStatusId, to: TOrderStatusId): number {
  if (to === 'declined' || to === 'expired') return price;
  if (to === 'cancelled') return from === 'pending' ? price : share(price, priceFor('service-order-late-cancel-refund').bps);
  return 0;
}

/** What the provider is paid, before the platform fee, when the order ends this way. */
export function orderProviderGross(price: number, from: TOrderStatusId, to: TOrderStatusId): number {
  if (to === 'completed') return price;
  if (to === 'cancelled') return price - orderRefundAmount(price, from, to);
  return 0;
}
