import { describe, expect, it } from 'vitest';
import { FIELD_FILTERS, filterAlphabetic, filterAlphanumeric, filterDigits, filterNumeric, filterStreet, filterUrl } from './field-filters';

describe('numeric filter', () => {
  it('keeps digits only', () => {
    expect(filterNumeric('1,234.5a')).toBe('12345');
    expect(filterNumeric('')).toBe('');
  });
  it('turns a leading double zero into 0', () => {
    expect(filterNumeric('00')).toBe('0');
    expect(filterNumeric('000')).toBe('0');
    expect(filterNumeric('007')).toBe('07');
    expect(filterNumeric('0')).toBe('0');
    expect(filterNumeric('100')).toBe('100');
  });
});

describe('digits filter', () => {
  it('keeps leading zeros for codes such as zip 00501', () => {
    expect(filterDigits('00501')).toBe('00501');
    expect(filterDigits('(555) 123-4567')).toBe('5551234567');
  });
});

describe('alphabetic and alphanumeric filters', () => {
  it('alphabetic keeps letters of any script and spaces', () => {
    expect(filterAlphabetic('José 李 R2-D2!')).toBe('José 李 RD');
  });
  it('alphanumeric keeps letters, digits and spaces', () => {
    expect(filterAlphanumeric('Unit 4B-#1')).toBe('Unit 4B1');
  });
});

describe('URL filter', () => {
  it('drops whitespace and characters a URL cannot hold', () => {
    expect(filterUrl(' https://exa mple.com/a?b=1#c <x> ')).toBe('https://example.com/a?b=1#cx');
    expect(filterUrl("https://a.com/p_(1)~*;'")).toBe("https://a.com/p_(1)~*;'");
  });
});

describe('street filter', () => {
  it("keeps letters, digits, spaces and # . , ' / - &", () => {
    expect(filterStreet("12-B O'Hara St. #5, 1/2 & Co!@")).toBe("12-B O'Hara St. #5, 1/2 & Co");
  });
});

describe('FIELD_FILTERS', () => {
  it('maps every filter name to its function', () => {
    expect(Object.keys(FIELD_FILTERS).sort()).toEqual(['alphabetic', 'alphanumeric', 'digits', 'numeric', 'street', 'url']);
    expect(FIELD_FILTERS.numeric('00')).toBe('0');
  });
});
