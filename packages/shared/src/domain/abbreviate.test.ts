import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate';

describe('K/M abbreviation', () => {
  it('leaves numbers below 1000 as they are', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.34)).toBe('12.3');
  });
  it('abbreviates thousands with K and one decimal', () => {
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1200)).toBe('1.2K');
    expect(abbreviateNumber(1250)).toBe('1.3K');
    expect(abbreviateNumber(999_949)).toBe('999.9K');
  });
  it('abbreviates millions with M, moving up when K would read 1000K', () => {
    expect(abbreviateNumber(999_950)).toBe('1M');
    expect(abbreviateNumber(3_400_000)).toBe('3.4M');
    expect(abbreviateNumber(1_250_000_000)).toBe('1250M');
  });
  it('keeps the sign of negatives', () => {
    expect(abbreviateNumber(-1500)).toBe('-1.5K');
    expect(abbreviateNumber(-0.01)).toBe('0');
  });
});
