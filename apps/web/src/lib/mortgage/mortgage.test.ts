import { describe, expect, it } from 'vitest';
import {
  amortisationByYear,
  downPaymentFromPercent,
  followDownPayment,
  loanForMonthlyPayment,
  monthlyPayment,
  monthlyPrincipalAndInterest,
  percentFromDownPayment,
  roundCents,
  yearsOfTerm,
} from './mortgage';

describe('payment calculator math', () => {
  it('$400,000 at 20% down, 6.5%, 30-year fixed costs $2,022.62 a month in principal and interest', () => {
    const result = monthlyPayment({
      price: 400_000,
      downPayment: 80_000,
      annualRatePercent: 6.5,
      years: 30,
      taxesPerMonth: 0,
      hoaPerMonth: 0,
    });
    expect(result.loan).toBe(320_000);
    expect(result.principalAndInterest).toBe(2022.62);
  });

  it('a 15-year fixed loan costs more a month: $320,000 at 6.5% → $2,787.54', () => {
    expect(roundCents(monthlyPrincipalAndInterest(320_000, 6.5, 15))).toBe(2787.54);
  });

  it('adds property taxes and HOA to the monthly total', () => {
    const result = monthlyPayment({
      price: 400_000,
      downPayment: 80_000,
      annualRatePercent: 6.5,
      years: 30,
      taxesPerMonth: 500,
      hoaPerMonth: 250.5,
    });
    expect(result.total).toBe(2773.12);
  });

  it('splits a 0% loan evenly over the months, and a fully paid home costs nothing to borrow', () => {
    expect(monthlyPrincipalAndInterest(360_000, 0, 30)).toBe(1000);
    expect(
      monthlyPayment({ price: 100, downPayment: 500, annualRatePercent: 5, years: 30, taxesPerMonth: 0, hoaPerMonth: 0 })
        .principalAndInterest,
    ).toBe(0);
  });

  it('keeps the down payment percent and amount in step', () => {
    expect(downPaymentFromPercent(400_000, 20)).toBe(80_000);
    expect(percentFromDownPayment(400_000, 100_000)).toBe(25);
    expect(percentFromDownPayment(400_000, 999_999)).toBe(100);
  });

  it('amortises the whole loan: yearly principal adds up to the loan and the balance ends at zero', () => {
    const rows = amortisationByYear(320_000, 6.5, 30);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)?.balance).toBe(0);
    const principal = rows.reduce((sum, row) => sum + row.principal, 0);
    expect(principal).toBeCloseTo(320_000, 0);
    expect(rows[0]!.interest).toBeGreaterThan(rows[0]!.principal);
    expect(rows.at(-1)!.principal).toBeGreaterThan(rows.at(-1)!.interest);
  });

  it('turns a monthly payment back into the loan it repays: $2,022.62 at 6.5% over 30 years is $320,000', () => {
    expect(loanForMonthlyPayment(monthlyPrincipalAndInterest(320_000, 6.5, 30), 6.5, 30)).toBeCloseTo(320_000, 6);
    expect(loanForMonthlyPayment(1000, 0, 30)).toBe(360_000);
    expect(loanForMonthlyPayment(-5, 6.5, 30)).toBe(0);
  });

  it('gives each mortgage term its years', () => {
    expect(yearsOfTerm('30-year-fixed')).toBe(30);
    expect(yearsOfTerm('15-year-fixed')).toBe(15);
  });

  it('makes the other down payment field follow the one typed, and leaves it when the typed text is no number', () => {
    const read = (text: string) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined);
    const fields = { price: '400000', downPercent: '20', downAmount: '80000' };
    expect(followDownPayment({ ...fields, downPercent: '12.5' }, 'downPercent', read)).toEqual({
      price: '400000',
      downPercent: '12.5',
      downAmount: '50000',
    });
    expect(followDownPayment({ ...fields, downAmount: '100000' }, 'downAmount', read)).toEqual({
      price: '400000',
      downPercent: '25',
      downAmount: '100000',
    });
    expect(followDownPayment({ ...fields, price: '500000' }, 'price', read)).toEqual({
      price: '500000',
      downPercent: '20',
      downAmount: '100000',
    });
    expect(followDownPayment({ ...fields, downAmount: 'abc' }, 'downAmount', read)).toEqual({ ...fields, downAmount: 'abc' });
  });
});
