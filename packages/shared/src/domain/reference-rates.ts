import type { TRateTable } from './rate-table.schema';
import { currencyMinorDigits } from '../reference/currencies';

// The schema lives in rate-table.schema.ts: this module is the property page's, which paints without zod.
export type { TRateTable } from './rate-table.schema';

/**
 * The offline default (units per 1 USD), used until rates were fetched from the configured feed.
 * Shared so the server (receipts) and the web (property page) show the same approximation.
 */
export const REFERENCE_RATES: TRateTable = {
  day: '2026-11-02',
  source: 'reference',
  base: 'USD',
  rates: {
    USD: 1,
    EUR: 0.86,
    GBP: 0.76,
    CNY: 7.12,
    TWD: 30.6,
    HKD: 7.77,
    JPY: 152.4,
    CAD: 1.4,
    AUD: 1.53,
    MXN: 18.4,
    SGD: 1.3,
    KRW: 1428,
    INR: 88.6,
    CHF: 0.8,
    AED: 3.6725,
    NZD: 1.71,
  },
};

/** Converts minor units between currencies through the table's base; undefined when a rate is missing. */
export function convertMinor(table: TRateTable, amount: number, from: string, to: string): number | undefined {
  const fromRate = table.rates[from];
  const toRate = table.rates[to];
  if (fromRate === undefined || toRate === undefined) return undefined;
  const major = amount / 10 ** currencyMinorDigits(from);
  return Math.round((major / fromRate) * toRate * 10 ** currencyMinorDigits(to));
}

/** An approximate amount and the rates it was converted at. */
export type TApproximation = { amount: number; rates: TRateTable };

/**
 * Converts at `rates`, or, for a currency those rates lack (the ECB publishes no TWD or AED), at the
 * offline reference table; the answer names the table used, so its day is never mixed with another's.
 */
export function approximate(rates: TRateTable, amount: number, from: string, to: string): TApproximation | undefined {
  for (const table of [rates, REFERENCE_RATES]) {
    const converted = convertMinor(table, amount, from, to);
    if (converted !== undefined) return { amount: converted, rates: table };
  }
  return undefined;
}
