import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { countryHasPostalCodes, postalCodeIssue, postalCodeSchema, ZPostalCode } from './postal-code';

const messages = (value: unknown) => ZPostalCode.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('postal code (zip)', () => {
  it('accepts exactly 5 digits, leading zeros kept', () => {
    expect(ZPostalCode.parse(' 00501 ')).toBe('00501');
  });
  it("is required: 'Postal code (zip) required.'", () => {
    expect(messages('')).toEqual([MESSAGES.postalCodeRequired]);
  });
  it("is digits only: 'Numbers only.'", () => {
    expect(messages('9410a')).toEqual([MESSAGES.numbersOnly]);
    expect(messages('94-10')).toEqual([MESSAGES.numbersOnly]);
  });
  it("is exactly 5 digits: '5-digit postal codes (zip) only.' for 4 or 6", () => {
    expect(messages('9410')).toEqual([MESSAGES.postalCodeFiveDigits]);
    expect(messages('941050')).toEqual([MESSAGES.postalCodeFiveDigits]);
  });
  it('takes another required message for other forms', () => {
    expect(postalCodeSchema(MESSAGES.billingInfoRequired).safeParse('').error?.issues[0]?.message).toBe(MESSAGES.billingInfoRequired);
  });
});

describe('postal codes by country', () => {
  it('the US keeps the zip rule; other countries their own format (any case of the code)', () => {
    expect(postalCodeIssue('02108', 'us', MESSAGES.postalCodeRequired)).toBeUndefined();
    expect(postalCodeIssue('02108-1234', 'US', MESSAGES.postalCodeRequired)).toBe(MESSAGES.numbersOnly);
    expect(postalCodeIssue('10115', 'de', MESSAGES.postalCodeRequired)).toBeUndefined();
    expect(postalCodeIssue('1011', 'de', MESSAGES.postalCodeRequired)).toBe(MESSAGES.postalCodeInvalid);
    expect(postalCodeIssue('1100-001', 'pt', MESSAGES.postalCodeRequired)).toBeUndefined();
    expect(postalCodeIssue(' ', 'fr', MESSAGES.postalCodeRequired)).toBe(MESSAGES.postalCodeRequired);
  });
  it('knows the countries without postal codes, the spec codes AUS and UAE included', () => {
    expect(['hk', 'UAE', 'qa'].map(countryHasPostalCodes)).toEqual([false, false, false]);
    expect(['us', 'AUS', 'gb', 'cn', 'ca'].map(countryHasPostalCodes)).toEqual([true, true, true, true, true]);
    expect(postalCodeIssue('', 'hk', MESSAGES.postalCodeRequired)).toBeUndefined();
  });
});
