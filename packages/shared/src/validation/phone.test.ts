import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { formatPhone, formatPhoneAsTyped, isValidPhone, joinPhone, PHONE_COUNTRIES, splitPhone, toE164, ZPhone } from './phone';

const messages = (value: unknown) => ZPhone.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('US phone numbers (the spec: numbers only, (xxx) xxx-xxxx)', () => {
  it('accepts 10 digits, typed plain or in the display format, and outputs E.164', () => {
    expect(ZPhone.parse('5125550100')).toBe('+15125550100');
    expect(ZPhone.parse('(512) 555-0100')).toBe('+15125550100');
    expect(ZPhone.parse(' 512.555.0100 ')).toBe('+15125550100');
    expect(ZPhone.parse('+1 512 555 0100')).toBe('+15125550100');
  });
  it("is required: only 'This field is required.' when empty", () => {
    expect(messages('')).toEqual([MESSAGES.required]);
    expect(messages('  ')).toEqual([MESSAGES.required]);
  });
  it("rejects letters, symbols, wrong lengths and numbers no US line can have with 'Invalid Phone Number'", () => {
    for (const bad of ['512555010a', '512#555#0100', '512555010', '51255501000', '0125550100'])
      expect(messages(bad), bad).toEqual([MESSAGES.invalidPhone]);
  });
});

describe('phone numbers of other countries, by their own rules', () => {
  it('accepts numbers typed nationally for their country and outputs E.164', () => {
    expect(toE164('07911 123456', 'gb')).toBe('+447911123456');
    expect(toE164('138 0013 8000', 'cn')).toBe('+8613800138000');
    expect(toE164('0412 345 678', 'AUS')).toBe('+61412345678');
    expect(toE164('050 123 4567', 'UAE')).toBe('+971501234567');
  });
  it('accepts international numbers whatever the country given', () => {
    expect(ZPhone.parse('+44 7911 123456')).toBe('+447911123456');
    expect(isValidPhone('+86 138 0013 8000', 'us')).toBe(true);
  });
  it('rejects what is not a number of the country', () => {
    expect(isValidPhone('07911 1234567', 'gb')).toBe(false);
    expect(isValidPhone('138001380', 'cn')).toBe(false);
    expect(isValidPhone('+44 12', 'us')).toBe(false);
  });
});

describe('showing and typing phone numbers', () => {
  it('shows US numbers as (xxx) xxx-xxxx, others internationally; ten digits stored before E.164 are US ones', () => {
    expect(formatPhone('+15125550100')).toBe('(512) 555-0100');
    expect(formatPhone('5125550100')).toBe('(512) 555-0100');
    expect(formatPhone('+447911123456')).toBe('+44 7911 123456');
    expect(formatPhone('+8613800138000')).toBe('+86 138 0013 8000');
    expect(formatPhone('n/a')).toBe('n/a');
  });
  it('formats the national number as it is typed', () => {
    expect(formatPhoneAsTyped('5125550', 'us')).toBe('(512) 555-0');
    expect(formatPhoneAsTyped('07911123456', 'gb')).toBe('07911 123456');
  });
  it('splits a stored number into its country and national number, and joins them back into E.164', () => {
    expect(splitPhone('+447400123456', 'us')).toEqual({ country: 'gb', national: '07400 123456' });
    expect(splitPhone('+447911123456', 'gb')).toEqual({ country: 'gb', national: '07911 123456' });
    // A number several countries could own goes to its calling code's main country (not Guernsey).
    expect(splitPhone('+447911123456', 'us')).toEqual({ country: 'gb', national: '07911 123456' });
    expect(splitPhone('+14165550100', 'ca')).toEqual({ country: 'ca', national: '(416) 555-0100' });
    expect(splitPhone('+61412345678', 'us')).toEqual({ country: 'AUS', national: '0412 345 678' });
    expect(splitPhone(null, 'mx')).toEqual({ country: 'mx', national: '' });
    expect(joinPhone('gb', '07911 123456')).toBe('+447911123456');
    expect(joinPhone('gb', '0791')).toBe('+44 0791');
    expect(joinPhone('us', ' ')).toBe('');
  });
  it('offers the countries that have a calling code, the United States first', () => {
    expect(PHONE_COUNTRIES[0]?.code).toBe('us');
    expect(PHONE_COUNTRIES.map((country) => country.code)).toEqual(expect.arrayContaining(['AUS', 'UAE', 'gb', 'cn', 'ca']));
  });
});
