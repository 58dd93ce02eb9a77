import { describe, expect, it } from 'vitest';
import { compareRefinance } from './refinance';

describe('refinance comparison', () => {
  it('$300,000 at 7.5% with 27 years left, refinanced at 6.625% over 30 years: $2,162.20 → $1,920.93 a month, $9,017.45 less interest', () => {
    expect(compareRefinance({ balance: 300_000, currentRatePercent: 7.5, yearsLeft: 27, newRatePercent: 6.625, newYears: 30 })).toEqual({
      currentPayment: 2162.2,
      newPayment: 1920.93,
      monthlySaving: 241.27,
      currentInterest: 400_553.29,
      newInterest: 391_535.84,
      interestSaving: 9017.45,
    });
  });

  it('a shorter term can cost more a month and save far more interest: 15 years at 5.875%', () => {
    expect(
      compareRefinance({ balance: 300_000, currentRatePercent: 7.5, yearsLeft: 27, newRatePercent: 5.875, newYears: 15 }),
    ).toMatchObject({
      newPayment: 2511.36,
      monthlySaving: -349.16,
      newInterest: 152_043.99,
      interestSaving: 248_509.3,
    });
  });

  it('a longer term at a lower rate can cost more a month when few years are left', () => {
    expect(compareRefinance({ balance: 250_000, currentRatePercent: 6, yearsLeft: 25, newRatePercent: 5, newYears: 20 })).toMatchObject({
      currentPayment: 1610.75,
      newPayment: 1649.89,
      monthlySaving: -39.14,
      interestSaving: 87_252.61,
    });
  });

  it('counts months for part years: 27.5 years left is 330 payments, and 0% loans cost no interest', () => {
    const result = compareRefinance({ balance: 120_000, currentRatePercent: 0, yearsLeft: 27.5, newRatePercent: 0, newYears: 30 });
    expect(result).toMatchObject({ currentPayment: 363.64, newPayment: 333.33, currentInterest: 0, newInterest: 0 });
  });
});
