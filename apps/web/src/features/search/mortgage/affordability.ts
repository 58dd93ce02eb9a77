import { loanForMonthlyPayment, monthlyPrincipalAndInterest, roundCents } from '../../../lib/mortgage/mortgage';

/** Housing costs (principal, interest, taxes, insurance, HOA) at most 28% of gross monthly income. */
export const FRONT_END_RATIO = 0.28;
/** Housing costs plus every other monthly debt at most 36% of gross monthly income. */
export const BACK_END_RATIO = 0.36;
/** Home prices are given in whole thousands, rounded down, so the payment stays inside the rules. */
const PRICE_STEP = 1000;

export type AffordabilityInput = {
  annualIncome: number;
  /** Car, student, card and other loan payments a month. */
  monthlyDebts: number;
  downPayment: number;
  annualRatePercent: number;
  years: number;
  /** Property tax, homeowners insurance and HOA a month (0 when not estimated). */
  monthlyCosts: number;
};

export type Affordability = {
  /** The highest home price the rules allow, whole dollars, a multiple of $1,000. */
  maxPrice: number;
  loan: number;
  principalAndInterest: number;
  monthlyCosts: number;
  /** What the home at maxPrice costs a month: principal and interest plus the costs. */
  monthlyPayment: number;
  /** The most the rules allow for housing a month. */
  housingBudget: number;
  /** Which rule sets the budget: 28% of income (front) or 36% less other debts (back). */
  limit: 'front' | 'back';
  /** True when the budget does not even cover the costs: no room for a loan at all. */
  noRoomForLoan: boolean;
};

/**
 * The most a household can spend on a home under the common 28%/36% debt-to-income rules: the
 * housing budget is the lower of 28% of gross monthly income and 36% of it less other debts; less
 * the monthly costs, it is what principal and interest may take, which the amortisation formula
 * turns into a loan; the loan plus the down payment is the price (rounded down to $1,000). An
 * estimate for planning, not a lender's decision.
 */
export function affordability(input: AffordabilityInput): Affordability {
  const monthlyIncome = input.annualIncome / 12;
  const front = FRONT_END_RATIO * monthlyIncome;
  const back = BACK_END_RATIO * monthlyIncome - input.monthlyDebts;
  const housingBudget = roundCents(Math.max(0, Math.min(front, back)));
  const forLoan = housingBudget - input.monthlyCosts;
  const largestLoan = loanForMonthlyPayment(forLoan, input.annualRatePercent, input.years);
  const maxPrice = Math.floor(roundCents(largestLoan + input.downPayment) / PRICE_STEP) * PRICE_STEP;
  const loan = Math.max(0, maxPrice - input.downPayment);
  const principalAndInterest = roundCents(monthlyPrincipalAndInterest(loan, input.annualRatePercent, input.years));
  const monthlyCosts = roundCents(input.monthlyCosts);
  return {
    maxPrice,
    loan,
    principalAndInterest,
    monthlyCosts,
    monthlyPayment: roundCents(principalAndInterest + monthlyCosts),
    housingBudget,
    limit: front <= back ? 'front' : 'back',
    noRoomForLoan: forLoan <= 0,
  };
}
