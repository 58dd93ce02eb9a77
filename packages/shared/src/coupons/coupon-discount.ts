import { COUPON_MIN_CHARGE, type TCouponTarget } from './coupons.schema';

export type CouponTerms = {
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  appliesTo: TCouponTarget;
};

/**
 * What a coupon takes off a price, in cents: a percent (rounded to the cent, half up) or a fixed
 * amount, never bringing the charge below COUPON_MIN_CHARGE. Undefined when it does not apply:
 * another kind of product, another currency, or a price already at the minimum.
 */
export function couponDiscount(terms: CouponTerms, product: { kind: string; amount: number; currency: string }): number | undefined {
  if (terms.appliesTo !== 'any' && terms.appliesTo !== product.kind) return undefined;
  if (product.kind !== 'listing-plan' && product.kind !== 'membership-plan') return undefined;
  const room = product.amount - COUPON_MIN_CHARGE;
  if (room <= 0) return undefined;
  let off: number;
  if (terms.percentOff !== null) off = Math.round((product.amount * terms.percentOff) / 100);
  else if (terms.amountOff !== null && terms.currency === product.currency) off = terms.amountOff;
  else return undefined;
  return Math.min(off, room);
}
