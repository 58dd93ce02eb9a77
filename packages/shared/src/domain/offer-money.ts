import { FEES } from '../constants/fees';
import { bankersRound } from './rounding';

/** A share in basis points of an integer minor-unit amount, bankers-rounded to a whole minor unit. */
export function applyBps(amountMinor: number, bps: number): number {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError('amount must be an integer in minor units');
  return bankersRound((amountMinor * bps) / 10_000);
}

/** Technology fee for making an offer: 1.2% of the bid (minor units in and out). */
export function technologyFee(bidMinor: number): number {
  return applyBps(bidMinor, FEES.technologyFeeBps);
}

/**
 * Booking deposit for an offer: 20% of the technology fee, at least $100 (our chosen values; see
 * constants/fees). A listing in another currency passes the minimum in that currency
 * (bookingDepositMinimumIn, offer-terms.ts).
 */
export function bookingDeposit(bidMinor: number, minimumMinor: number = FEES.bookingDepositMinimumMinor): number {
  return Math.max(applyBps(technologyFee(bidMinor), FEES.bookingDepositShareBps), minimumMinor);
}

/** 1031 exchange cash-out withholding: 3.3% of the cash out. */
export function exchange1031Withholding(cashOutMinor: number): number {
  return applyBps(cashOutMinor, FEES.exchange1031WithholdingBps);
}

/**
 * Remaining balance of an offer: the asking price minus the deposits already made, i.e. minus
 * the initial deposit plus the increase deposits (spec section 9, read as
 * asking - (initial + increases): a deposit lowers what is still owed).
 */
export function remainingBalance(terms: {
  askingPriceMinor: number;
  initialDepositMinor: number;
  increaseDepositsMinor?: readonly number[];
}): number {
  const increases = (terms.increaseDepositsMinor ?? []).reduce((sum, deposit) => sum + deposit, 0);
  return terms.askingPriceMinor - (terms.initialDepositMinor + increases);
}
