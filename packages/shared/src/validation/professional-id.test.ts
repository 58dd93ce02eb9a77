import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { dateOfBirthIssue, ZDateOfBirth, ZProfessionalId } from './professional-id';

const now = new Date('2025-06-15T12:00:00Z');
const issue = (month: string, day: string, year: string) => dateOfBirthIssue({ month, day, year }, now);

describe('date of birth rule', () => {
  it('accepts a real past date', () => {
    expect(issue('7', '4', '1980')).toBeUndefined();
    expect(issue('07', '04', '1980')).toBeUndefined();
  });
  it("needs all three parts: 'Month/Day/Year is required'", () => {
    expect(issue('', '4', '1980')).toEqual({ messageKey: 'monthDayYearRequired', path: [] });
    expect(issue('7', ' ', '1980')).toEqual({ messageKey: 'monthDayYearRequired', path: [] });
    expect(issue('7', '4', '')).toEqual({ messageKey: 'monthDayYearRequired', path: [] });
  });
  it("rejects months outside 1-12: 'Enter a valid month'", () => {
    for (const month of ['0', '13', 'x', '1.5']) expect(issue(month, '1', '1980')?.messageKey).toBe('enterValidMonth');
  });
  it("rejects years that are not 4 digits, before 1900 or in the future: 'Enter a valid year'", () => {
    for (const year of ['80', '1899', '2026', '19800']) expect(issue('1', '1', year)?.messageKey).toBe('enterValidYear');
    expect(issue('1', '1', '1900')).toBeUndefined();
  });
  it("rejects days the month does not have, with leap years: 'Enter a valid date'", () => {
    expect(issue('2', '29', '2001')?.messageKey).toBe('enterValidDate');
    expect(issue('2', '29', '2000')).toBeUndefined();
    expect(issue('2', '29', '1900')?.messageKey).toBe('enterValidDate');
    expect(issue('4', '31', '1980')?.messageKey).toBe('enterValidDate');
    expect(issue('1', '0', '1980')?.messageKey).toBe('enterValidDate');
  });
  it("rejects a date after today: 'Enter a valid Date of Birth'", () => {
    expect(issue('6', '16', '2025')).toEqual({ messageKey: 'enterValidDateOfBirth', path: [] });
    expect(issue('6', '15', '2025')).toBeUndefined();
  });
});

describe('professional ID form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const valid = {
    firstName: 'Mary Ann',
    lastName: "O'Neil-Smith",
    idNumber: 'D1234-567',
    dateOfBirth: { month: '7', day: '4', year: '1980' },
  };
  const errors = (value: unknown) =>
    (ZProfessionalId.safeParse(value).error?.issues ?? []).map((item) => [item.path.join('.'), item.message]);

  it('accepts names as printed on an ID and outputs the date of birth as numbers', () => {
    expect(ZProfessionalId.parse(valid).dateOfBirth).toEqual({ month: 7, day: 4, year: 1980 });
  });
  it('accepts date parts sent as numbers', () => {
    expect(ZDateOfBirth.parse({ month: 2, day: 29, year: 2000 })).toEqual({ month: 2, day: 29, year: 2000 });
  });
  it("requires names: 'Enter a valid first name' / 'Enter a valid last name'", () => {
    expect(errors({ ...valid, firstName: '', lastName: '1234' })).toEqual([
      ['firstName', MESSAGES.enterValidFirstName],
      ['lastName', MESSAGES.enterValidLastName],
    ]);
  });
  it("requires the ID number: 'This field is required.'", () => {
    expect(errors({ ...valid, idNumber: ' ' })).toEqual([['idNumber', MESSAGES.required]]);
  });
  it('reports date-of-birth problems on the part at fault', () => {
    expect(errors({ ...valid, dateOfBirth: { month: '13', day: '1', year: '1980' } })).toEqual([
      ['dateOfBirth.month', MESSAGES.enterValidMonth],
    ]);
    expect(errors({ ...valid, dateOfBirth: {} })).toEqual([['dateOfBirth', MESSAGES.monthDayYearRequired]]);
  });
});
