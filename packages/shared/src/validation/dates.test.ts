import { describe, expect, it } from 'vitest';
import { daysInMonth, isCalendarDate, isLeapYear } from './dates';

describe('calendar dates', () => {
  it('leap years: divisible by 4, except centuries not divisible by 400', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });
  it('February has 29 days in leap years, 28 otherwise; 30-day months have 30', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
  it('rejects impossible dates', () => {
    expect(isCalendarDate(2023, 2, 29)).toBe(false);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2023, 13, 1)).toBe(false);
    expect(isCalendarDate(2023, 0, 1)).toBe(false);
    expect(isCalendarDate(2023, 4, 31)).toBe(false);
    expect(isCalendarDate(2023, 4, 0)).toBe(false);
    expect(isCalendarDate(2023, 4, 1.5)).toBe(false);
  });
});
