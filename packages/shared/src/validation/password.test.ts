import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { isStrongPassword, PASSWORD_SYMBOLS, passwordChecklist, ZPassword } from './password';

const messages = (value: unknown) => ZPassword.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const met = (password: string) => Object.fromEntries(passwordChecklist(password).map((item) => [item.id, item.met]));

describe('password checklist', () => {
  it('lists the five rules with the spec-style messages, in order', () => {
    expect(passwordChecklist('').map((item) => item.message)).toEqual([
      'At least 8 characters',
      'At least 1 lowercase char',
      'At least 1 uppercase char',
      'At least 1 numeric char',
      'At least 1 special char',
    ]);
  });
  it('marks nothing met for an empty password', () => {
    expect(passwordChecklist('').every((item) => !item.met)).toBe(true);
  });
  it('marks each rule independently', () => {
    expect(met('abc')).toEqual({ minLength: false, lowercase: true, uppercase: false, numeric: false, special: false });
    expect(met('ABCDEFGH1')).toEqual({ minLength: true, lowercase: false, uppercase: true, numeric: true, special: false });
  });
  it('counts exactly 8 characters as long enough and 7 as too short', () => {
    expect(met('Abcde1!x').minLength).toBe(true);
    expect(met('Abcd1!x').minLength).toBe(false);
  });
  it('accepts each of $ @ ! % * ? & - as the symbol and nothing else', () => {
    for (const symbol of PASSWORD_SYMBOLS) expect(isStrongPassword(`Abcdefg1${symbol}`)).toBe(true);
    for (const symbol of ['#', '^', '_', '+', '.', ' ']) expect(met(`Abcdefg1${symbol}`).special).toBe(false);
  });
});

describe('password schema', () => {
  it('accepts a password meeting every rule', () => {
    expect(ZPassword.safeParse('Secret1$').success).toBe(true);
  });
  it("reports 'This field is required.' when empty", () => {
    expect(messages('')).toEqual([MESSAGES.required]);
  });
  it('reports the combined message when any rule fails', () => {
    for (const weak of ['secret1$', 'SECRET1$', 'Secret$$', 'Secret11', 'Sec1$']) {
      expect(messages(weak)).toEqual([MESSAGES.passwordRequirements]);
    }
  });
  it('allows characters outside the rules once the rules are met', () => {
    expect(ZPassword.safeParse('Secret1$#_ü').success).toBe(true);
  });
  it('trims surrounding whitespace, as the login payload does', () => {
    expect(ZPassword.parse('  Secret1$ ')).toBe('Secret1$');
    expect(messages('  Secr1$ ')).toEqual([MESSAGES.passwordRequirements]);
  });
});
