import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay, utcDay } from './business-days';

// 2025-03-07 is a Friday; US daylight saving starts Sunday 2025-03-09.
const friday = new Date('2025-03-07T15:30:00Z');
const day = (iso: string) => new Date(`${iso}T15:30:00Z`);

describe('isBusinessDay', () => {
  it('is Monday to Friday', () => {
    expect(isBusinessDay(day('2025-03-07'))).toBe(true);
    expect(isBusinessDay(day('2025-03-08'))).toBe(false);
    expect(isBusinessDay(day('2025-03-09'))).toBe(false);
    expect(isBusinessDay(day('2025-03-10'))).toBe(true);
  });
  it('excludes listed holidays', () => {
    expect(isBusinessDay(day('2025-07-04'), ['2025-07-04'])).toBe(false);
  });
});

describe('addBusinessDays', () => {
  it('skips the weekend: Friday + 1 is Monday, Friday + 2 is Tuesday', () => {
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2025-03-10T15:30:00.000Z');
    expect(addBusinessDays(friday, 2).toISOString()).toBe('2025-03-11T15:30:00.000Z');
  });
  it('keeps the time of day across a daylight-saving change', () => {
    expect(addBusinessDays(friday, 1).getUTCHours()).toBe(15);
  });
  it('from a weekend, +1 lands on Monday', () => {
    expect(utcDay(addBusinessDays(day('2025-03-08'), 1))).toBe('2025-03-10');
    expect(utcDay(addBusinessDays(day('2025-03-09'), 1))).toBe('2025-03-10');
  });
  it('0 days returns the same moment; negative days go back over the weekend', () => {
    expect(addBusinessDays(friday, 0).getTime()).toBe(friday.getTime());
    expect(utcDay(addBusinessDays(day('2025-03-10'), -1))).toBe('2025-03-07');
  });
  it('skips holidays', () => {
    expect(utcDay(addBusinessDays(day('2025-07-03'), 1, ['2025-07-04']))).toBe('2025-07-07');
  });
  it('counts 10 business days as two weeks', () => {
    expect(utcDay(addBusinessDays(friday, 10))).toBe('2025-03-21');
  });
  it('refuses fractional days', () => {
    expect(() => addBusinessDays(friday, 1.5)).toThrow(RangeError);
  });
});

describe('businessDaysBetween', () => {
  it('counts business days after the start up to the end', () => {
    expect(businessDaysBetween(friday, day('2025-03-10'))).toBe(1);
    expect(businessDaysBetween(friday, day('2025-03-07'))).toBe(0);
    expect(businessDaysBetween(friday, day('2025-03-09'))).toBe(0);
    expect(businessDaysBetween(day('2025-03-03'), day('2025-03-31'))).toBe(20);
  });
  it('is negative when the end is earlier', () => {
    expect(businessDaysBetween(day('2025-03-10'), friday)).toBe(-1);
  });
  it('subtracts weekday holidays in range, ignoring weekend ones and duplicates', () => {
    expect(businessDaysBetween(day('2025-06-30'), day('2025-07-07'), ['2025-07-04', '2025-07-04', '2025-07-05'])).toBe(4);
  });
  it('inverts addBusinessDays', () => {
    for (const days of [0, 1, 2, 5, 7, 23]) {
      expect(businessDaysBetween(friday, addBusinessDays(friday, days, ['2025-03-12']), ['2025-03-12'])).toBe(days);
    }
  });
});
