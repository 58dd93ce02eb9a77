import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { formatPhone, isValidPhone, phoneDigits, phoneSchema, ZPhone } from './phone';

const messages = (value: unknown) => ZPhone.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('US phone number', () => {
  it('accepts 10 digits, typed plain or in the display format, and outputs digits', () => {
    expect(ZPhone.parse('5551234567')).toBe('5551234567');
    expect(ZPhone.parse('(555) 123-4567')).toBe('5551234567');
    expect(ZPhone.parse(' 555.123.4567 ')).toBe('5551234567');
  });
  it("is required: only 'This field is required.' when empty", () => {
    expect(messages('')).toEqual([MESSAGES.required]);
    expect(messages('  ')).toEqual([MESSAGES.required]);
  });
  it("rejects letters and other symbols with 'Invalid Phone Number'", () => {
    expect(messages('555123456a')).toEqual([MESSAGES.invalidPhone]);
    expect(messages('+15551234567')).toEqual([MESSAGES.invalidPhone]);
  });
  it("rejects 9 and 11 digits with 'Invalid Phone Number'", () => {
    expect(messages('555123456')).toEqual([MESSAGES.invalidPhone]);
    expect(messages('15551234567')).toEqual([MESSAGES.invalidPhone]);
  });
});

describe('phone numbers of other countries', () => {
  it('accept 4 to 15 digits', () => {
    expect(isValidPhone('8613800138000', 'cn')).toBe(true);
    expect(isValidPhone('1234', 'gb')).toBe(true);
    expect(isValidPhone('123', 'gb')).toBe(false);
    expect(isValidPhone('1'.repeat(16), 'gb')).toBe(false);
  });
  it('use the US rule for the code in any case', () => {
    expect(isValidPhone('5551234567', 'US')).toBe(true);
    expect(phoneSchema('tw').safeParse('0912345678901').success).toBe(true);
  });
});

describe('formatPhone', () => {
  it('shows 10 digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('(555) 123-4567');
  });
  it('leaves other lengths as digits', () => {
    expect(formatPhone('555123')).toBe('555123');
    expect(formatPhone('')).toBe('');
    expect(phoneDigits('(555) 12')).toBe('55512');
  });
});
