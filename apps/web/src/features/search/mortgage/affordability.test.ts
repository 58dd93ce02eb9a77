import { describe, expect, it } from 'vitest';
import { affordability, type AffordabilityInput } from './affordability';

/** $120,000 a year, $500 of debts, $60,000 down, $400 of monthly costs, 6.5% over 30 years. */
const household: AffordabilityInput = {
  annualIncome: 120_000,
  monthlyDebts: 500,
  downPayment: 60_000,
  annualRatePercent: 6.5,
  years: 30,
  monthlyCosts: 400,
};
const afford = (changes: Partial<AffordabilityInput> = {}) => affordability({ ...household, ...changes });

describe('affordability by the 28%/36% rules', () => {
  it('caps housing at 28% of income ($2,800 a month): the household can buy up to $439,000', () => {
    expect(afford()).toEqual({
      maxPrice: 439_000,
      loan: 379_000,
      principalAndInterest: 2395.54,
      monthlyCosts: 400,
      monthlyPayment: 2795.54,
      housingBudget: 2800,
      limit: 'front',
      noRoomForLoan: false,
    });
  });

  it('lets other debts bind at 36%: $1,000 of debts leave $2,600, which buys up to $348,000 at 6% over 15 years with $40,000 down', () => {
    const result = afford({ monthlyDebts: 1000, downPayment: 40_000, annualRatePercent: 6, years: 15, monthlyCosts: 0 });
    expect(result).toMatchObject({
      maxPrice: 348_000,
      loan: 308_000,
      principalAndInterest: 2599.08,
      monthlyPayment: 2599.08,
      housingBudget: 2600,
      limit: 'back',
    });
    expect(result.monthlyPayment).toBeLessThanOrEqual(result.housingBudget);
  });

  it('at 0% the loan is the payment times the months: $1,200 for 360 months is $432,000', () => {
    expect(afford({ annualIncome: 60_000, monthlyDebts: 0, downPayment: 10_000, annualRatePercent: 0, monthlyCosts: 200 })).toMatchObject({
      maxPrice: 442_000,
      loan: 432_000,
      principalAndInterest: 1200,
      monthlyPayment: 1400,
    });
  });

  it('says there is no room for a loan when debts use the whole 36%, leaving the down payment as the price', () => {
    expect(afford({ annualIncome: 30_000, monthlyDebts: 900, downPayment: 25_000, monthlyCosts: 0 })).toMatchObject({
      maxPrice: 25_000,
      loan: 0,
      principalAndInterest: 0,
      housingBudget: 0,
      noRoomForLoan: true,
    });
  });

  it('says there is no room for a loan when the costs alone take the whole budget', () => {
    expect(afford({ annualIncome: 36_000, monthlyDebts: 0, downPayment: 0, monthlyCosts: 900 })).toMatchObject({
      maxPrice: 0,
      loan: 0,
      housingBudget: 840,
      noRoomForLoan: true,
    });
  });
});
