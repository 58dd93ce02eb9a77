import { describe, expect, it } from 'vitest';
import { couponDiscount } from './coupon-discount';

const plan = { kind: 'listing-plan', amount: 14_900, currency: 'USD' };

describe('couponDiscount', () => {
  it('takes a percent off, rounded to the cent', () => {
    expect(couponDiscount({ percentOff: 15, amountOff: null, currency: null, appliesTo: 'any' }, plan)).toBe(2235);
    expect(couponDiscount({ percentOff: 33, amountOff: null, currency: null, appliesTo: 'any' }, { ...plan, amount: 999 })).toBe(330);
  });

  it('takes a fixed amount off in the same currency only', () => {
    expect(couponDiscount({ percentOff: null, amountOff: 5000, currency: 'USD', appliesTo: 'listing-plan' }, plan)).toBe(5000);
    expect(couponDiscount({ percentOff: null, amountOff: 5000, currency: 'EUR', appliesTo: 'any' }, plan)).toBeUndefined();
  });

  it('never brings the charge below the 50-cent minimum', () => {
    expect(couponDiscount({ percentOff: 100, amountOff: null, currency: null, appliesTo: 'any' }, plan)).toBe(14_850);
    expect(couponDiscount({ percentOff: null, amountOff: 90_000, currency: 'USD', appliesTo: 'any' }, plan)).toBe(14_850);
  });

  it('does not apply to another kind of product', () => {
    expect(couponDiscount({ percentOff: 10, amountOff: null, currency: null, appliesTo: 'membership-plan' }, plan)).toBeUndefined();
    expect(
      couponDiscount({ percentOff: 10, amountOff: null, currency: null, appliesTo: 'any' }, { ...plan, kind: 'offer-booking-deposit' }),
    ).toBeUndefined();
  });
});
