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

/*
 * Business days in a place's own calendar (decision 054: the response window runs in the
 * listing's time zone). Weekends and holidays are that zone's local days; a step keeps the local
 * time of day, so across a daylight-saving change the deadline is the same wall-clock time and
 * the elapsed hours differ by the change.
 */

type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is slow); an unknown zone throws a RangeError here. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time of an instant in a zone (whole seconds). */
function localTimeOf(instant: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const wallClockMs = (t: LocalTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** The zone's offset from UTC at an instant, in ms (Taipei: +8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(localTimeOf(whole, timeZone)) - whole;
}

/**
 * The instant a zone's clocks show this wall-clock time (plus `ms`). A time skipped by a
 * spring-forward change is read with the offset before it (02:30 becomes 03:30); a time shown
 * twice by a fall-back change is its first occurrence.
 */
function instantOf(local: LocalTime, ms: number, timeZone: string): number {
  const wall = wallClockMs(local) + ms;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  // The earliest instant that shows this wall-clock time; none in a gap, then the offset before it.
  for (const offset of before > after ? [before, after] : [before, after].reverse()) {
    const candidate = wall - offset;
    if (offsetAt(candidate, timeZone) === offset) return candidate;
  }
  return wall - before;
}

/** The local calendar day of an instant in a zone, as 'YYYY-MM-DD'. */
export function localDay(date: Date, timeZone: string): string {
  const t = localTimeOf(date.getTime(), timeZone);
  return utcDay(new Date(Date.UTC(t.year, t.month - 1, t.day)));
}

/**
 * `days` business days after `start` (before it if negative) in `timeZone`'s calendar, at the
 * same local time of day: a Friday 18:00 offer in Taipei answered within 2 business days is due
 * Tuesday 18:00 Taipei time. Holidays are that zone's local days ('YYYY-MM-DD'). From a weekend
 * or holiday the first step lands on the next business day, as addBusinessDays.
 */
export function addBusinessDaysInZone(start: Date, days: number, timeZone: string, holidays: THolidays = []): Date {
  if (!Number.isInteger(days)) throw new RangeError('days must be an integer');
  const local = localTimeOf(start.getTime(), timeZone);
  // Walk the local calendar as UTC midnights (no zone rules there), then put the time back in the zone.
  let day = Date.UTC(local.year, local.month - 1, local.day);
  const step = days < 0 ? -DAY_MS : DAY_MS;
  let remaining = Math.abs(days);
  while (remaining > 0) {
    day += step;
    if (isBusinessDay(new Date(day), holidays)) remaining -= 1;
  }
  const target = new Date(day);
  const ms = ((start.getTime() % 1000) + 1000) % 1000;
  return new Date(
    instantOf({ ...local, year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate() }, ms, timeZone),
  );
}
