import { describe, expect, it } from 'vitest';
import { INDICATIVE_MORTGAGE_RATES, indicativeRatePercent } from './mortgage-rates';
import { MORTGAGE_TERM_IDS } from './payments';

describe('indicative mortgage rates', () => {
  it('give a purchase and a refinance rate for every mortgage term', () => {
    expect(INDICATIVE_MORTGAGE_RATES.purchase.map((rate) => rate.term)).toEqual([...MORTGAGE_TERM_IDS]);
    expect(INDICATIVE_MORTGAGE_RATES.refinance.map((rate) => rate.term)).toEqual([...MORTGAGE_TERM_IDS]);
  });

  it('never show an APR below its rate (the APR adds fees)', () => {
    for (const rate of [...INDICATIVE_MORTGAGE_RATES.purchase, ...INDICATIVE_MORTGAGE_RATES.refinance]) {
      expect(rate.aprPercent).toBeGreaterThanOrEqual(rate.ratePercent);
    }
  });

  it('carry a calendar "as of" date', () => {
    expect(INDICATIVE_MORTGAGE_RATES.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(INDICATIVE_MORTGAGE_RATES.asOf))).toBe(false);
  });

  it('look a term up for buying or refinancing', () => {
    expect(indicativeRatePercent('30-year-fixed')).toBe(INDICATIVE_MORTGAGE_RATES.purchase[0].ratePercent);
    expect(indicativeRatePercent('15-year-fixed', 'refinance')).toBe(INDICATIVE_MORTGAGE_RATES.refinance[1].ratePercent);
  });
});
