import type { TMortgageTermId } from './payments';

/** An indicative rate for one loan term: the note rate and the APR (the rate with typical fees). */
export type TIndicativeRate = { term: TMortgageTermId; ratePercent: number; aprPercent: number };

/**
 * Indicative US mortgage rates for the mortgage tools and the payment calculators. These are
 * editorial figures, not live quotes or offers to lend: the team sets them from published market
 * surveys and updates them with releases, changing `asOf` with the figures. Every rate the web
 * shows or computes with comes from here, so there is one place to change them.
 */
export const INDICATIVE_MORTGAGE_RATES = {
  /** The day the figures were set (YYYY-MM-DD). */
  asOf: '2026-11-16',
  /** Rates for buying a home. */
  purchase: [
    { term: '30-year-fixed', ratePercent: 6.5, aprPercent: 6.62 },
    { term: '15-year-fixed', ratePercent: 5.75, aprPercent: 5.93 },
  ],
  /** Rates for refinancing an existing loan (a little above purchase rates, as lenders price them). */
  refinance: [
    { term: '30-year-fixed', ratePercent: 6.625, aprPercent: 6.74 },
    { term: '15-year-fixed', ratePercent: 5.875, aprPercent: 6.06 },
  ],
} as const satisfies { asOf: string; purchase: readonly TIndicativeRate[]; refinance: readonly TIndicativeRate[] };

/** The down payment the calculators and payment estimates start from (percent of the price). */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;

/** The indicative rate of a term, for buying (default) or refinancing. */
export function indicativeRatePercent(term: TMortgageTermId, kind: 'purchase' | 'refinance' = 'purchase'): number {
  const rates: readonly TIndicativeRate[] = INDICATIVE_MORTGAGE_RATES[kind];
  return rates.find((rate) => rate.term === term)!.ratePercent;
}
