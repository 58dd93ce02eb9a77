import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../reference/currencies';
import { approximate, convertMinor, REFERENCE_RATES, type TRateTable } from './reference-rates';

describe('reference-rate conversion (display only)', () => {
  it('has a rate for every currency a person may prefer', () => {
    for (const code of CURRENCY_CODES) expect(REFERENCE_RATES.rates[code], code).toBeGreaterThan(0);
  });

  it('converts minor units through the base and rounds to the target minor unit', () => {
    expect(convertMinor(REFERENCE_RATES, 100_000_00, 'USD', 'EUR')).toBe(86_000_00);
    expect(convertMinor(REFERENCE_RATES, 86_000_00, 'EUR', 'USD')).toBe(100_000_00);
    expect(convertMinor(REFERENCE_RATES, 1_00, 'USD', 'TWD')).toBe(30_60);
  });

  it('converts through a euro-based table as the ECB publishes it', () => {
    const ecb: TRateTable = { day: '2026-11-25', source: 'ecb', base: 'EUR', rates: { EUR: 1, USD: 1.25, JPY: 150 } };
    expect(convertMinor(ecb, 125_00, 'USD', 'EUR')).toBe(100_00);
    expect(convertMinor(ecb, 1_00, 'USD', 'JPY')).toBe(120);
  });

  it('respects currencies without minor units (JPY, KRW)', () => {
    expect(convertMinor(REFERENCE_RATES, 1_00, 'USD', 'JPY')).toBe(152);
    expect(convertMinor(REFERENCE_RATES, 1428, 'KRW', 'USD')).toBe(1_00);
  });

  it('returns undefined when a rate is missing', () => {
    expect(convertMinor(REFERENCE_RATES, 1_00, 'USD', 'XYZ')).toBeUndefined();
    expect(convertMinor(REFERENCE_RATES, 1_00, 'XYZ', 'USD')).toBeUndefined();
  });

  it('approximates at the given rates, or at the reference table (with its day) for a currency they lack', () => {
    const ecb: TRateTable = { day: '2026-11-25', source: 'ecb', base: 'EUR', rates: { EUR: 1, USD: 1.25 } };
    expect(approximate(ecb, 125_00, 'USD', 'EUR')).toEqual({ amount: 100_00, rates: ecb });
    expect(approximate(ecb, 1_00, 'USD', 'TWD')).toEqual({ amount: 30_60, rates: REFERENCE_RATES });
    expect(approximate(ecb, 1_00, 'USD', 'XYZ')).toBeUndefined();
  });
});
