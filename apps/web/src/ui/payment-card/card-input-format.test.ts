import { describe, expect, it } from 'vitest';
import { formatExpiryInput } from './card-input-format';

describe('expiry input (MM/YYYY, at most 7 characters)', () => {
  it.each([
    ['1', '1'],
    ['12', '12/'],
    ['122', '12/2'],
    ['122028', '12/2028'],
    ['12/20289', '12/2028'],
    ['4', '04/'],
    ['1/', '01/'],
    ['1/2028', '01/2028'],
    ['ab12cd', '12/'],
  ])('typing %s shows %s, the slash put in for the person', (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown);
  });

  it('does not put the slash back while deleting it', () => {
    expect(formatExpiryInput('12', true)).toBe('12');
    expect(formatExpiryInput('12/', true)).toBe('12/');
  });
});
