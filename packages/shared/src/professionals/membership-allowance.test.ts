import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_PLAN_IDS } from '../constants/membership';
import { addMonths, fullMonthsBetween, postalCodeAllowance } from './membership-allowance';

const START = new Date('2026-01-15T10:00:00Z');
const on = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** The spec's table (section 9) at start, 6, 12, 18 and 24 months, monthly then yearly. */
const TABLE = {
  basic: { monthly: [10, 11, 12, 13, 14], yearly: [15, 18, 21, 24, 27] },
  standard: { monthly: [20, 22, 24, 26, 28], yearly: [30, 36, 42, 48, 54] },
  plus: { monthly: [50, 53, 56, 59, 62], yearly: [70, 79, 88, 97, 106] },
  premium: { monthly: [null, null, null, null, null], yearly: [null, null, null, null, null] },
} as const;
const CHECKPOINTS = ['2026-01-15', '2026-07-15', '2027-01-15', '2027-07-15', '2028-01-15'];

describe('postalCodeAllowance over time, on fixed dates', () => {
  for (const plan of MEMBERSHIP_PLAN_IDS) {
    for (const cycle of ['monthly', 'yearly'] as const) {
      it(`${plan} ${cycle}: ${TABLE[plan][cycle].join(', ')} at 0, 6, 12, 18 and 24 months`, () => {
        expect(CHECKPOINTS.map((day) => postalCodeAllowance(plan, cycle, START, on(day)))).toEqual(TABLE[plan][cycle]);
      });
    }
  }
  it('grows only once a full 6 months have passed (the day before stays)', () => {
    expect(postalCodeAllowance('basic', 'monthly', START, on('2026-07-14'))).toBe(10);
    expect(postalCodeAllowance('basic', 'monthly', START, new Date('2026-07-15T09:59:59Z'))).toBe(10);
    expect(postalCodeAllowance('basic', 'monthly', START, on('2026-07-15'))).toBe(11);
    expect(postalCodeAllowance('plus', 'yearly', START, on('2027-01-14'))).toBe(79);
  });
  it('is the base before the start', () => {
    expect(postalCodeAllowance('standard', 'yearly', START, on('2025-12-01'))).toBe(30);
  });
});

describe('calendar months', () => {
  it('counts whole months, clamping month ends', () => {
    expect(fullMonthsBetween(on('2026-01-15'), on('2026-02-14'))).toBe(0);
    expect(fullMonthsBetween(on('2026-01-31'), on('2026-02-27'))).toBe(0);
    expect(fullMonthsBetween(on('2026-01-31'), on('2026-02-28'))).toBe(1);
    expect(fullMonthsBetween(on('2026-01-31'), on('2026-03-30'))).toBe(1);
    expect(fullMonthsBetween(on('2026-01-31'), on('2026-03-31'))).toBe(2);
    expect(fullMonthsBetween(on('2025-08-31'), on('2026-02-28'))).toBe(6);
    expect(fullMonthsBetween(on('2026-03-10'), on('2026-03-09'))).toBe(0);
  });
  it('adds months to the same day, or the last day of a shorter month', () => {
    expect(addMonths(on('2026-01-31'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(on('2028-01-31'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(on('2026-01-15'), 12).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});
