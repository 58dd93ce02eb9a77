import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { isAbaRoutingNumber, ZAccountNumber, ZBic, ZIban, ZPayoutMethodForm, ZRoutingNumber } from './payout';

const messagesOf = (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const valid = {
  name: 'Ada Lovelace',
  holderName: 'Ada Lovelace',
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  postalCode: '02108',
  country: 'us',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'checking',
};
const fieldErrors = (value: unknown) =>
  (ZPayoutMethodForm.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('ABA routing number checksum', () => {
  it('accepts real routing numbers', () => {
    for (const number of ['011000015', '021000021', '121000358', '026009593', '322271627']) {
      expect(isAbaRoutingNumber(number)).toBe(true);
    }
  });
  it('rejects a wrong check digit and swapped digits', () => {
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('123456789')).toBe(false);
    expect(isAbaRoutingNumber('201000021')).toBe(false);
  });
  it('rejects an unassigned prefix even with a passing checksum, and all zeros', () => {
    expect(isAbaRoutingNumber('990000000')).toBe(false);
    expect(isAbaRoutingNumber('000000000')).toBe(false);
  });
});

describe('routing number field', () => {
  it("is required: 'Routing number required.'", () => {
    expect(messagesOf(ZRoutingNumber, '')).toEqual([MESSAGES.routingNumberRequired]);
  });
  it("is digits only: 'Numbers only.'", () => {
    expect(messagesOf(ZRoutingNumber, '02100002a')).toEqual([MESSAGES.numbersOnly]);
  });
  it("is exactly 9 digits: 8 and 10 rejected with '9-digit routing numbers only.'", () => {
    expect(messagesOf(ZRoutingNumber, '02100002')).toEqual([MESSAGES.routingNumberNineDigits]);
    expect(messagesOf(ZRoutingNumber, '0210000210')).toEqual([MESSAGES.routingNumberNineDigits]);
  });
  it("fails the checksum with 'Invalid routing number.'", () => {
    expect(messagesOf(ZRoutingNumber, '021000022')).toEqual([MESSAGES.routingNumberInvalid]);
  });
});

describe('account number field', () => {
  it("is required: 'Account number required.'", () => {
    expect(messagesOf(ZAccountNumber, '  ')).toEqual([MESSAGES.accountNumberRequired]);
  });
  it("is digits only: 'Numbers only.'", () => {
    expect(messagesOf(ZAccountNumber, '1234-5678')).toEqual([MESSAGES.numbersOnly]);
  });
  it('is at most 17 digits', () => {
    expect(ZAccountNumber.safeParse('1'.repeat(17)).success).toBe(true);
    expect(messagesOf(ZAccountNumber, '1'.repeat(18))).toEqual(['At most 17 characters']);
  });
});

describe('payout method form', () => {
  it('accepts a complete form; apt, state and country are optional', () => {
    expect(ZPayoutMethodForm.safeParse(valid).success).toBe(true);
    expect(ZPayoutMethodForm.safeParse({ ...valid, state: undefined, country: undefined }).success).toBe(true);
  });
  it("requires name, holder name, address and city with 'Name required.', 'Address required.', 'City required.'", () => {
    expect(fieldErrors({ ...valid, name: '', holderName: '', address: ' ', city: '' })).toEqual([
      ['name', MESSAGES.nameRequired],
      ['holderName', MESSAGES.nameRequired],
      ['address', MESSAGES.addressRequired],
      ['city', MESSAGES.cityRequired],
    ]);
  });
  it("requires the postal code: 'Postal code (zip) required.'", () => {
    expect(fieldErrors({ ...valid, postalCode: '' })).toEqual([['postalCode', MESSAGES.postalCodeRequired]]);
  });
  it("needs the account number confirmed: 'Account numbers do not match'", () => {
    expect(fieldErrors({ ...valid, confirmAccountNumber: '000123456780' })).toEqual([
      ['confirmAccountNumber', MESSAGES.accountNumbersDoNotMatch],
    ]);
  });
  it("requires the confirmation: 'Account number required.'", () => {
    expect(fieldErrors({ ...valid, confirmAccountNumber: '' })).toEqual([['confirmAccountNumber', MESSAGES.accountNumberRequired]]);
  });
  it('takes account type Checking or Savings only', () => {
    expect(ZPayoutMethodForm.safeParse({ ...valid, accountType: 'savings' }).success).toBe(true);
    expect(fieldErrors({ ...valid, accountType: 'brokerage' })).toEqual([['accountType', MESSAGES.required]]);
    expect(fieldErrors({ ...valid, accountType: undefined })).toEqual([['accountType', MESSAGES.required]]);
  });
});

describe('payout to a bank account abroad (IBAN)', () => {
  const abroad = {
    kind: 'iban',
    name: 'Ada Lovelace',
    holderName: 'Ada Lovelace',
    address: '10 Downing St',
    city: 'London',
    postalCode: 'SW1A 2AA',
    country: 'gb',
    iban: 'GB29 NWBK 6016 1331 9268 19',
    confirmIban: 'gb29nwbk60161331926819',
    bic: 'NWBKGB2L',
  };
  it('accepts a valid IBAN typed with spaces in any case, stored in its electronic form, with its BIC', () => {
    expect(ZPayoutMethodForm.parse(abroad)).toMatchObject({ kind: 'iban', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' });
  });
  it("checks the IBAN's check digits and the BIC's format", () => {
    expect(messagesOf(ZIban, 'GB28 NWBK 6016 1331 9268 19')).toEqual([MESSAGES.ibanInvalid]);
    expect(messagesOf(ZIban, '')).toEqual([MESSAGES.ibanRequired]);
    expect(messagesOf(ZBic, 'NWBK')).toEqual([MESSAGES.bicInvalid]);
    expect(ZBic.parse('nwbk gb2l')).toBe('NWBKGB2L');
  });
  it("the holder's postal code follows their country; the IBAN typed twice must match", () => {
    expect(fieldErrors({ ...abroad, postalCode: '12345' })).toEqual([['postalCode', MESSAGES.postalCodeInvalid]]);
    expect(ZPayoutMethodForm.safeParse({ ...abroad, country: 'hk', postalCode: '' }).success).toBe(true);
    expect(fieldErrors({ ...abroad, confirmIban: 'GB29NWBK60161331926818' })).toEqual([['confirmIban', MESSAGES.accountNumbersDoNotMatch]]);
  });
  it('a form without a kind is a US account, as before', () => {
    expect(ZPayoutMethodForm.parse(valid)).not.toHaveProperty('iban');
  });
});
