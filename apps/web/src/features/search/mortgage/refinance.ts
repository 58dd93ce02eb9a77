import { monthlyPrincipalAndInterest, roundCents } from '../../../lib/mortgage/mortgage';

export type RefinanceInput = {
  /** What is left to repay on the current loan. */
  balance: number;
  currentRatePercent: number;
  /** Years left on the current loan (months allowed: 27.5). */
  yearsLeft: number;
  newRatePercent: number;
  newYears: number;
};

export type Refinance = {
  currentPayment: number;
  newPayment: number;
  /** Current less new payment; negative when the new loan costs more a month. */
  monthlySaving: number;
  /** Interest still to pay on the current loan, and on the new one over its whole term. */
  currentInterest: number;
  newInterest: number;
  /** Current less new total interest; negative when the new loan costs more interest overall. */
  interestSaving: number;
};

/**
 * Interest paid over a loan: every monthly payment less what was borrowed. The exact payment is
 * used, as a lender's last payment absorbs the cents the rounded ones leave over.
 */
function totalInterest(balance: number, ratePercent: number, years: number) {
  const payment = monthlyPrincipalAndInterest(balance, ratePercent, years);
  return roundCents(Math.max(0, payment * Math.round(years * 12) - balance));
}

/**
 * The same balance repaid as it is (its rate over the years left) and refinanced (a new rate over
 * a new term): both monthly principal and interest payments, the monthly saving and the
 * difference in the interest still to pay. Closing costs are not included.
 */
export function compareRefinance(input: RefinanceInput): Refinance {
  const currentPayment = roundCents(monthlyPrincipalAndInterest(input.balance, input.currentRatePercent, input.yearsLeft));
  const newPayment = roundCents(monthlyPrincipalAndInterest(input.balance, input.newRatePercent, input.newYears));
  const currentInterest = totalInterest(input.balance, input.currentRatePercent, input.yearsLeft);
  const newInterest = totalInterest(input.balance, input.newRatePercent, input.newYears);
  return {
    currentPayment,
    newPayment,
    monthlySaving: roundCents(currentPayment - newPayment),
    currentInterest,
    newInterest,
    interestSaving: roundCents(currentInterest - newInterest),
  };
}
