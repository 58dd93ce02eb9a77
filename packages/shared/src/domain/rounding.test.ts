import { describe, expect, it } from 'vitest';
import { bankersRound, ceilClean } from './rounding';

describe('bankers rounding (half to even)', () => {
  it('rounds exact halves to the even neighbour: 0.5 -> 0, 1.5 -> 2, 2.5 -> 2, 3.5 -> 4', () => {
    expect(bankersRound(0.5)).toBe(0);
    expect(bankersRound(1.5)).toBe(2);
    expect(bankersRound(2.5)).toBe(2);
    expect(bankersRound(3.5)).toBe(4);
  });
  it('rounds negative halves to even too: -0.5 -> 0, -1.5 -> -2, -2.5 -> -2', () => {
    expect(bankersRound(-0.5)).toBe(0);
    expect(Object.is(bankersRound(-0.5), 0)).toBe(true);
    expect(bankersRound(-1.5)).toBe(-2);
    expect(bankersRound(-2.5)).toBe(-2);
  });
  it('rounds non-halves to the nearest', () => {
    expect(bankersRound(2.4)).toBe(2);
    expect(bankersRound(2.6)).toBe(3);
    expect(bankersRound(-2.6)).toBe(-3);
    expect(bankersRound(-2.4)).toBe(-2);
  });
  it('takes a decimals argument and treats decimal halves as written', () => {
    expect(bankersRound(1.005, 2)).toBe(1);
    expect(bankersRound(1.015, 2)).toBe(1.02);
    expect(bankersRound(2.675, 2)).toBe(2.68);
    expect(bankersRound(2.665, 2)).toBe(2.66);
    expect(bankersRound(1.2345, 3)).toBe(1.234);
    expect(bankersRound(-1.2355, 3)).toBe(-1.236);
    expect(bankersRound(1.23456, 2)).toBe(1.23);
  });
  it('leaves integers and non-finite values alone and refuses bad decimals', () => {
    expect(bankersRound(42)).toBe(42);
    expect(bankersRound(Number.NaN)).toBeNaN();
    expect(() => bankersRound(1, -1)).toThrow(RangeError);
    expect(() => bankersRound(1, 1.5)).toThrow(RangeError);
  });
});

describe('ceilClean', () => {
  it('rounds up but ignores floating-point noise', () => {
    expect(ceilClean(1076.4)).toBe(1077);
    expect(ceilClean(10764.000000000002)).toBe(10764);
    expect(ceilClean(5)).toBe(5);
  });
});
