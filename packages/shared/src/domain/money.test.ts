import { describe, expect, it } from 'vitest';
import { formatCurrency, formatUsd, majorToMinor, minorToMajor } from './money';

describe('USD format from cents', () => {
  it('shows $ with 2 decimals and thousands separators', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(100000000)).toBe('$1,000,000.00');
    expect(formatUsd(99999)).toBe('$999.99');
  });
  it('puts the minus sign before the $', () => {
    expect(formatUsd(-500)).toBe('-$5.00');
  });
  it('refuses non-integer cents', () => {
    expect(() => formatUsd(1.5)).toThrow(RangeError);
  });
});

describe('generic currency format', () => {
  it('formats USD in en-us like formatUsd', () => {
    expect(formatCurrency(123456, 'USD', 'en-us')).toBe('$1,234.56');
  });
  it('uses the currency minor digits: JPY has none', () => {
    expect(formatCurrency(1235, 'JPY', 'en-us')).toBe('¥1,235');
  });
  it('follows the locale', () => {
    expect(formatCurrency(1234567, 'EUR', 'es')).toMatch(/^12\.345,67\s€$/);
    expect(formatCurrency(123456, 'TWD', 'zh-Hant')).toContain('1,234.56');
  });
});

describe('minor and major units', () => {
  it('converts both ways by the currency digits', () => {
    expect(minorToMajor(123456, 'USD')).toBe(1234.56);
    expect(minorToMajor(500, 'JPY')).toBe(500);
    expect(majorToMinor(1234.56, 'USD')).toBe(123456);
    expect(majorToMinor(19.99, 'USD')).toBe(1999);
    expect(majorToMinor(-0.005, 'USD')).toBe(-1);
    expect(majorToMinor(0, 'USD')).toBe(0);
  });
});
