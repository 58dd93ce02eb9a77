import { describe, expect, it } from 'vitest';
import { bpsToPercent, FEES } from './fees';

describe('fees', () => {
  it('technology fee is 1.2% and 1031 withholding 3.3%', () => {
    expect(bpsToPercent(FEES.technologyFeeBps)).toBe(1.2);
    expect(bpsToPercent(FEES.exchange1031WithholdingBps)).toBe(3.3);
  });
  it('booking deposit is our chosen 20% of the technology fee with a $100 minimum', () => {
    expect(bpsToPercent(FEES.bookingDepositShareBps)).toBe(20);
    expect(FEES.bookingDepositMinimumMinor).toBe(10_000);
  });
});
