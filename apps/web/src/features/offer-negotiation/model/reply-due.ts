import { dateTimeFormat, listFormat, numberFormat } from '@app/shared/domain/intl-formats';

/** Whole days, hours and minutes left (minutes rounded up, so the last minute reads "1 min", never "0"). */
export type TTimeLeft = { days: number; hours: number; minutes: number };

const MINUTE = 60_000;

/** What is left from `now` until `until` (both epoch ms), or null once it has passed. */
export function timeLeft(until: number, now: number): TTimeLeft | null {
  if (until <= now) return null;
  const total = Math.ceil((until - now) / MINUTE);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/**
 * The deadline in the reader's language and time zone, with the zone's name so a party abroad
 * knows which clock it is ('Fri, Nov 28, 5:00 PM GMT+8', '11月28日周五 GMT+8 17:00').
 */
export function formatDeadline(iso: string, localeTag: string, timeZone?: string): string {
  return dateTimeFormat(localeTag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

const unit = (localeTag: string, name: 'day' | 'hour' | 'minute', value: number) =>
  numberFormat(localeTag, { style: 'unit', unit: name, unitDisplay: name === 'day' ? 'long' : 'short' }).format(value);

/**
 * The time left in two units at most, the reader's way ('1 day 4 hr', '1天4小时', '3 h 5 min'):
 * days and hours while a day or more is left, then hours and minutes. The words around it
 * ("in …") are the catalog's.
 */
export function formatTimeLeft(left: TTimeLeft, localeTag: string): string {
  const parts: string[] = [];
  if (left.days > 0) {
    parts.push(unit(localeTag, 'day', left.days));
    if (left.hours > 0) parts.push(unit(localeTag, 'hour', left.hours));
  } else {
    if (left.hours > 0) parts.push(unit(localeTag, 'hour', left.hours));
    if (left.minutes > 0 || left.hours === 0) parts.push(unit(localeTag, 'minute', left.minutes));
  }
  return listFormat(localeTag, { type: 'unit', style: 'narrow' }).format(parts);
}
