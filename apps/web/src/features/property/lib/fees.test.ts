import { describe, expect, it } from 'vitest';
import { buildProperty } from '../property.fixture';
import { monthlyFees, monthlyMinor } from './fees';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('fees and taxes per month', () => {
  it('turns annual and semi-annual amounts into monthly ones', () => {
    expect(monthlyMinor({ amount: usd(1200_00), term: 'annual' })).toBe(100_00);
    expect(monthlyMinor({ amount: usd(600_00), term: 'semi-annual' })).toBe(100_00);
    expect(monthlyMinor({ amount: usd(250_00), term: 'monthly' })).toBe(250_00);
  });

  it('adds taxes and HOA/other fees separately and in total', () => {
    const listing = buildProperty({
      hoaFees: usd(999_00),
      feesAndTaxes: [
        { item: 'hoa', amount: usd(250_00), term: 'monthly' },
        { item: 'property-tax', amount: usd(6000_00), term: 'annual' },
        { item: 'school-tax', amount: usd(600_00), term: 'semi-annual' },
        { item: 'management', amount: usd(50_00), term: 'monthly' },
      ],
    });
    expect(monthlyFees(listing)).toEqual({ taxes: usd(600_00), hoa: usd(300_00), total: usd(900_00) });
  });

  it("uses the General section's HOA fees when no HOA item is listed", () => {
    expect(monthlyFees(buildProperty({ hoaFees: usd(120_00), feesAndTaxes: [] })).hoa).toEqual(usd(120_00));
  });
});
