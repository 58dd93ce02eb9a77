/**
 * Business days are Monday to Friday, minus optional holidays given as 'YYYY-MM-DD'. Days are
 * UTC calendar days and steps are whole 24-hour days, so daylight-saving changes never shift a
 * deadline; the time of day is kept.
 */

const DAY_MS = 86_400_000;

export type THolidays = readonly string[];

/** The UTC calendar day of a date as 'YYYY-MM-DD'. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether a date falls on a weekday (UTC) that is not a listed holiday. */
export function isBusinessDay(date: Date, holidays: THolidays = []): boolean {
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(utcDay(date));
}

/**
 * The date `days` business days after `start` (before it if negative), same time of day.
 * From a weekend or holiday, the first step lands on the next business day: Saturday + 1 is Monday.
 */
export function addBusinessDays(start: Date, days: number, holidays: THolidays = []): Date {
  if (!Number.isInteger(days)) throw new RangeError('days must be an integer');
  const step = days < 0 ? -DAY_MS : DAY_MS;
  let current = start.getTime();
  let remaining = Math.abs(days);
  while (remaining > 0) {
    current += step;
    if (isBusinessDay(new Date(current), holidays)) remaining -= 1;
  }
  return new Date(current);
}

function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/**
 * Business days from `start` to `end`: those after start's day up to and including end's day,
 * negative when end is earlier. addBusinessDays(a, n) = b implies businessDaysBetween(a, b) = n.
 */
export function businessDaysBetween(start: Date, end: Date, holidays: THolidays = []): number {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (to < from) return -businessDaysBetween(end, start, holidays);
  const span = to - from;
  // Whole weeks hold 5 weekdays each; walk only the remainder.
  let count = Math.floor(span / 7) * 5;
  for (let day = from + Math.floor(span / 7) * 7 + 1; day <= to; day += 1) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  for (const holiday of new Set(holidays)) {
    const date = new Date(`${holiday}T00:00:00Z`);
    const day = dayNumber(date);
    if (day > from && day <= to && isBusinessDay(date)) count -= 1;
  }
  return count;
}
