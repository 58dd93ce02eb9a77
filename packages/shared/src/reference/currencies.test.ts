import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, currencyMinorDigits } from './currencies';

describe('currencies', () => {
  it('include the ones the product needs, with unique ISO codes', () => {
    for (const code of ['USD', 'CNY', 'TWD', 'HKD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'MXN', 'SGD']) {
      expect(CURRENCY_CODES).toContain(code);
    }
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCIES.length);
    expect(CURRENCY_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });
  it('know minor-unit digits: 2 for USD, 0 for JPY and KRW, 2 for unknown codes', () => {
    expect(currencyMinorDigits('USD')).toBe(2);
    expect(currencyMinorDigits('jpy')).toBe(0);
    expect(currencyMinorDigits('KRW')).toBe(0);
    expect(currencyMinorDigits('XYZ')).toBe(2);
  });
});
