import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../reference/currencies';
import { convertMinor, REFERENCE_RATES } from './reference-rates';

describe('reference-rate conversion (display only)', () => {
  it('has a rate for every currency a person may prefer', () => {
    for (const code of CURRENCY_CODES) expect(REFERENCE_RATES.perUsd[code], code).toBeGreaterThan(0);
  });

  it('converts minor units through USD and rounds to the target minor unit', () => {
    expect(convertMinor(100_000_00, 'USD', 'EUR')).toBe(86_000_00);
    expect(convertMinor(86_000_00, 'EUR', 'USD')).toBe(100_000_00);
    expect(convertMinor(1_00, 'USD', 'TWD')).toBe(30_60);
  });

  it('respects currencies without minor units (JPY, KRW)', () => {
    expect(convertMinor(1_00, 'USD', 'JPY')).toBe(152);
    expect(convertMinor(1428, 'KRW', 'USD')).toBe(1_00);
  });

  it('returns undefined when a rate is missing', () => {
    expect(convertMinor(1_00, 'USD', 'XYZ')).toBeUndefined();
    expect(convertMinor(1_00, 'XYZ', 'USD')).toBeUndefined();
  });
});
