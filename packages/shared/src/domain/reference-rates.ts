import { currencyMinorDigits } from '../reference/currencies';

/**
 * Reference exchange rates (units of currency per 1 USD) for showing a price "≈" in someone's
 * own currency. Display only: every charge is in the listing's currency. Refresh with the date.
 * Shared so the server (receipts) and the web (property page) show the same approximation.
 */
export const REFERENCE_RATES = {
  date: '2026-11-02',
  perUsd: {
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
  } as Record<string, number>,
};

/** Converts minor units between currencies through USD; undefined when a rate is missing. */
export function convertMinor(amount: number, from: string, to: string): number | undefined {
  const fromRate = REFERENCE_RATES.perUsd[from];
  const toRate = REFERENCE_RATES.perUsd[to];
  if (fromRate === undefined || toRate === undefined) return undefined;
  const major = amount / 10 ** currencyMinorDigits(from);
  return Math.round((major / fromRate) * toRate * 10 ** currencyMinorDigits(to));
}
