import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages/messages';
import {
  groupCardNumber,
  isCardExpiryValid,
  isLuhnValid,
  isValidCardNumber,
  parseCardExpiry,
  ZCardExpiry,
  ZCardForm,
  ZCardNumber,
  ZSecurityCode,
} from './card';

const messagesOf = (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('Luhn check', () => {
  it('accepts known valid card numbers', () => {
    for (const number of ['4242424242424242', '4111111111111111', '378282246310005', '5555555555554444', '6011111111111117']) {
      expect(isLuhnValid(number)).toBe(true);
    }
  });
  it('rejects a single wrong digit and swapped digits', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('2424424242424242')).toBe(false);
  });
  it('rejects empty and non-digit input', () => {
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4242 4242')).toBe(false);
  });
});

describe('card number', () => {
  it('accepts 12 to 19 digits with spaces from the grouped display, output without spaces', () => {
    expect(ZCardNumber.parse('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(isValidCardNumber('424242424242')).toBe(true);
    expect(isValidCardNumber('4000000000000000006')).toBe(true);
  });
  it("rejects 20 digits, 11 digits and Luhn failures with 'Invalid credit card number'", () => {
    expect(messagesOf(ZCardNumber, '40000000000000000002')).toEqual([MESSAGES.invalidCreditCardNumber]);
    expect(messagesOf(ZCardNumber, '42424242424')).toEqual([MESSAGES.invalidCreditCardNumber]);
    expect(messagesOf(ZCardNumber, '4242424242424241')).toEqual([MESSAGES.invalidCreditCardNumber]);
    expect(messagesOf(ZCardNumber, '4242-4242-4242-4242')).toEqual([MESSAGES.invalidCreditCardNumber]);
  });
  it("reports only 'This field is required.' when empty", () => {
    expect(messagesOf(ZCardNumber, '')).toEqual([MESSAGES.required]);
  });
});

describe('groupCardNumber', () => {
  it('groups digits in fours', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 8224 6310 005');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('')).toBe('');
  });
  it('drops non-digits and stops at 19 digits', () => {
    expect(groupCardNumber('4242-4242 x')).toBe('4242 4242');
    expect(groupCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});

describe('card expiry', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('parses MM/YYYY and rejects other shapes', () => {
    expect(parseCardExpiry('07/2027')).toEqual({ month: 7, year: 2027 });
    expect(parseCardExpiry('7/2027')).toEqual({ month: 7, year: 2027 });
    expect(parseCardExpiry('13/2027')).toBeUndefined();
    expect(parseCardExpiry('00/2027')).toBeUndefined();
    expect(parseCardExpiry('07/27')).toBeUndefined();
    expect(parseCardExpiry('072027')).toBeUndefined();
  });
  it('is valid through the expiry month and invalid after it', () => {
    expect(isCardExpiryValid('06/2025', now)).toBe(true);
    expect(isCardExpiryValid('05/2025', now)).toBe(false);
    expect(isCardExpiryValid('12/2024', now)).toBe(false);
    expect(isCardExpiryValid('01/2026', now)).toBe(true);
  });
  it('rejects dates more than 20 years ahead', () => {
    expect(isCardExpiryValid('12/2045', now)).toBe(true);
    expect(isCardExpiryValid('01/2046', now)).toBe(false);
  });

  describe('schema, which reads the clock when parsing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(now);
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    it("accepts this month and rejects last month with 'Invalid expiration date'", () => {
      expect(ZCardExpiry.safeParse('06/2025').success).toBe(true);
      expect(messagesOf(ZCardExpiry, '05/2025')).toEqual([MESSAGES.invalidExpirationDate]);
    });
    it('rejects more than 7 characters', () => {
      expect(messagesOf(ZCardExpiry, '06/20250')).toEqual([MESSAGES.invalidExpirationDate]);
    });
    it("reports only 'This field is required.' when empty", () => {
      expect(messagesOf(ZCardExpiry, '')).toEqual([MESSAGES.required]);
    });
  });
});

describe('security code', () => {
  it('accepts 3 or 4 digits', () => {
    expect(ZSecurityCode.safeParse('123').success).toBe(true);
    expect(ZSecurityCode.safeParse('1234').success).toBe(true);
  });
  it("rejects 2 or 5 digits and letters with 'Invalid Card'", () => {
    for (const bad of ['12', '12345', '12a']) expect(messagesOf(ZSecurityCode, bad)).toEqual([MESSAGES.invalidCard]);
  });
});

describe('card form', () => {
  const valid = {
    cardholderName: 'Ada Lovelace',
    number: '4242 4242 4242 4242',
    expiry: '12/2044',
    securityCode: '123',
    street: '1 Main St',
    city: 'Boston',
    state: 'MA',
    postalCode: '02108',
    country: 'us',
  };
  it('accepts a complete form; apartment/suite is optional', () => {
    expect(ZCardForm.safeParse(valid).success).toBe(true);
    expect(ZCardForm.safeParse({ ...valid, apt: 'Suite 5' }).success).toBe(true);
  });
  it("requires every billing field with 'Please make sure all billing information is filled out'", () => {
    for (const field of ['cardholderName', 'street', 'city', 'state', 'postalCode', 'country'] as const) {
      const issues = ZCardForm.safeParse({ ...valid, [field]: ' ' }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, MESSAGES.billingInfoRequired]]);
    }
  });
  it("limits the billing zip to 5 digits: '5-digit postal codes (zip) only.'", () => {
    expect(ZCardForm.safeParse({ ...valid, postalCode: '021080' }).error?.issues[0]?.message).toBe(MESSAGES.postalCodeFiveDigits);
    expect(ZCardForm.safeParse({ ...valid, postalCode: '0210' }).error?.issues[0]?.message).toBe(MESSAGES.postalCodeFiveDigits);
    expect(ZCardForm.safeParse({ ...valid, postalCode: '02-08' }).error?.issues[0]?.message).toBe(MESSAGES.numbersOnly);
  });
  it('takes Australian, Canadian, British and Chinese billing postal codes in their own formats', () => {
    const abroad = [
      { country: 'AUS', state: 'NSW', postalCode: '2000' },
      { country: 'ca', state: 'ON', postalCode: 'K1A 0B1' },
      { country: 'gb', state: 'London', postalCode: 'SW1A 1AA' },
      { country: 'cn', state: 'Beijing', postalCode: '100000' },
    ];
    for (const address of abroad) expect(ZCardForm.safeParse({ ...valid, ...address }).error?.issues, address.country).toBeUndefined();
  });
  it("rejects a postal code in another country's format with 'Invalid postal code for this country.'", () => {
    const issues = (address: object) =>
      ZCardForm.safeParse({ ...valid, ...address }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ country: 'gb', postalCode: '02108' })).toEqual([['postalCode', MESSAGES.postalCodeInvalid]]);
    expect(issues({ country: 'AUS', postalCode: '20000' })).toEqual([['postalCode', MESSAGES.postalCodeInvalid]]);
    expect(issues({ country: 'ca', postalCode: '' })).toEqual([['postalCode', MESSAGES.billingInfoRequired]]);
    // Shown at once, while other fields are still wrong.
    expect(issues({ country: 'gb', postalCode: '02108', cardholderName: '' })).toEqual([
      ['cardholderName', MESSAGES.billingInfoRequired],
      ['postalCode', MESSAGES.postalCodeInvalid],
    ]);
  });
  it('asks no postal code where the country has none (Hong Kong, United Arab Emirates); an unknown country is Invalid Input', () => {
    expect(ZCardForm.safeParse({ ...valid, country: 'hk', postalCode: '' }).success).toBe(true);
    expect(ZCardForm.safeParse({ ...valid, country: 'UAE', postalCode: '' }).success).toBe(true);
    expect(
      ZCardForm.safeParse({ ...valid, country: 'atlantis' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([['country', MESSAGES.invalidInput]]);
  });
});
