import { describe, expect, it } from 'vitest';
import { addBusinessDays, addBusinessDaysInZone, businessDaysBetween, isBusinessDay, localDay, utcDay } from './business-days';

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

describe('addBusinessDaysInZone', () => {
  const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

  it("counts the zone's own weekend: Saturday 07:00 in Taipei (Friday in UTC) + 2 is Tuesday 07:00 Taipei", () => {
    const saturdayTaipei = new Date('2025-03-07T23:00:00Z');
    expect(addBusinessDaysInZone(saturdayTaipei, 2, 'Asia/Taipei').toISOString()).toBe('2025-03-10T23:00:00.000Z');
    // Counted in UTC days, the same moment would be due a day later, on Wednesday in Taipei.
    expect(addBusinessDays(saturdayTaipei, 2).toISOString()).toBe('2025-03-11T23:00:00.000Z');
  });
  it('a Friday evening in Los Angeles is due Tuesday evening, the same wall-clock time across the change to daylight time', () => {
    const fridayEvening = new Date('2025-03-08T01:00:00Z'); // Friday 17:00 PST
    const due = addBusinessDaysInZone(fridayEvening, 2, 'America/Los_Angeles');
    expect(due.toISOString()).toBe('2025-03-12T00:00:00.000Z'); // Tuesday 17:00 PDT
    expect(hours(fridayEvening, due)).toBe(95);
  });
  it('keeps the wall-clock time in Madrid when summer time ends over the weekend', () => {
    const fridayEvening = new Date('2025-10-24T18:00:00Z'); // Friday 20:00 CEST
    const due = addBusinessDaysInZone(fridayEvening, 2, 'Europe/Madrid');
    expect(due.toISOString()).toBe('2025-10-28T19:00:00.000Z'); // Tuesday 20:00 CET
    expect(hours(fridayEvening, due)).toBe(97);
  });
  it('moves a wall-clock time the change skips to the hour after (Cairo springs forward on Friday 2025-04-25 at midnight)', () => {
    const wednesday = new Date('2025-04-22T22:30:00Z'); // Wednesday 00:30 EET
    expect(addBusinessDaysInZone(wednesday, 2, 'Africa/Cairo').toISOString()).toBe('2025-04-24T22:30:00.000Z'); // Friday 01:30 EEST
  });
  it('takes the first of a wall-clock time shown twice (Los Angeles falls back at 02:00 on Sunday 2025-11-02)', () => {
    const saturday = new Date('2025-11-01T08:30:00Z'); // Saturday 01:30 PDT
    expect(addBusinessDaysInZone(saturday, 0, 'America/Los_Angeles').toISOString()).toBe('2025-11-01T08:30:00.000Z');
    expect(addBusinessDaysInZone(saturday, 1, 'America/Los_Angeles').toISOString()).toBe('2025-11-03T09:30:00.000Z'); // Monday 01:30 PST
  });
  it("skips the zone's local holidays, goes back over a weekend, and keeps milliseconds", () => {
    const thursday = new Date('2025-07-03T16:00:00.250Z'); // Thursday 09:00 PDT
    expect(addBusinessDaysInZone(thursday, 1, 'America/Los_Angeles', ['2025-07-04']).toISOString()).toBe('2025-07-07T16:00:00.250Z');
    expect(localDay(addBusinessDaysInZone(new Date('2025-03-10T01:00:00Z'), -1, 'Asia/Taipei'), 'Asia/Taipei')).toBe('2025-03-07');
  });
  it('refuses fractional days and unknown zones', () => {
    expect(() => addBusinessDaysInZone(friday, 1.5, 'Asia/Taipei')).toThrow(RangeError);
    expect(() => addBusinessDaysInZone(friday, 1, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('localDay', () => {
  it('is the calendar day on local clocks', () => {
    expect(localDay(new Date('2025-03-07T23:00:00Z'), 'Asia/Taipei')).toBe('2025-03-08');
    expect(localDay(new Date('2025-03-07T23:00:00Z'), 'America/Los_Angeles')).toBe('2025-03-07');
  });
});
