import { describe, expect, it } from 'vitest';
import { applyBps, bookingDeposit, exchange1031Withholding, remainingBalance, technologyFee } from './offer-money';

describe('technology fee', () => {
  it('is 1.2% of the bid in cents', () => {
    expect(technologyFee(50_000_000)).toBe(600_000);
    expect(technologyFee(0)).toBe(0);
  });
  it('bankers-rounds fractional cents', () => {
    expect(technologyFee(125)).toBe(2);
    expect(technologyFee(375)).toBe(4);
    expect(applyBps(25, 2000)).toBe(5);
    expect(applyBps(125, 2000)).toBe(25);
    expect(applyBps(5, 1000)).toBe(0);
    expect(applyBps(15, 1000)).toBe(2);
  });
  it('refuses non-integer amounts', () => {
    expect(() => technologyFee(10.5)).toThrow(RangeError);
  });
});

describe('booking deposit', () => {
  it('is 20% of the technology fee', () => {
    expect(bookingDeposit(50_000_000)).toBe(120_000);
  });
  it('is at least $100', () => {
    expect(bookingDeposit(1_000_000)).toBe(10_000);
    expect(bookingDeposit(0)).toBe(10_000);
  });
});

describe('1031 exchange withholding', () => {
  it('is 3.3% of the cash out', () => {
    expect(exchange1031Withholding(10_000_000)).toBe(330_000);
  });
});

describe('remaining balance', () => {
  it('is the asking price minus the initial deposit and the increase deposits', () => {
    expect(
      remainingBalance({ askingPriceMinor: 100_000_000, initialDepositMinor: 3_000_000, increaseDepositsMinor: [1_000_000, 500_000] }),
    ).toBe(95_500_000);
  });
  it('with no increases is the asking price minus the initial deposit', () => {
    expect(remainingBalance({ askingPriceMinor: 100_000_000, initialDepositMinor: 3_000_000 })).toBe(97_000_000);
  });
});
