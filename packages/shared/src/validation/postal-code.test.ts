import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { postalCodeSchema, ZPostalCode } from './postal-code';

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
    expect(postalCodeSchema(MESSAGES.billingInfoRequired).safeParse('').error?.issues[0]?.message).toBe(
      MESSAGES.billingInfoRequired,
    );
  });
});
