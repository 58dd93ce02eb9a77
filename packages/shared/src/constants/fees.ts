/**
 * Money rates of spec section 9, in basis points (1 bp = 0.01%) so fee arithmetic on integer
 * minor units stays exact; see domain/offer-fees for the calculations.
 */
export const FEES = {
  /** Technology fee for making an offer: 1.2% of the bid, charged as a refundable booking deposit. */
  technologyFeeBps: 120,
  /**
   * Booking deposit share of the technology fee. The spec leaves {feePercent} "not shown";
   * 20% is our choice, echoing the older copy's "20% of a 6% commission".
   */
  bookingDepositShareBps: 2_000,
  /** Booking deposit minimum in USD cents. The spec leaves ${minFee} "not shown"; $100 is our choice. */
  bookingDepositMinimumMinor: 10_000,
  /** 1031 exchange cash-out withholding: 3.3%. */
  exchange1031WithholdingBps: 330,
} as const;

/** Basis points as a percentage for copy, e.g. 120 -> 1.2. */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}
