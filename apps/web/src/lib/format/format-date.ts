import { dateTimeFormat } from '@app/shared/domain/intl-formats';
import { useLocaleTag } from '../i18n/use-locale-tag';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date written the reader's way ('Mar 5, 2026', '2026年3月5日'). A bare calendar date
 * (YYYY-MM-DD) is read in UTC so it never slips a day; a timestamp shows the local day.
 * Anything unreadable is shown as given.
 */
export function formatDay(value: string, localeTag = 'en-US', style: 'medium' | 'long' = 'medium'): string {
  const calendar = CALENDAR_DATE.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(localeTag, { dateStyle: style, ...(calendar ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** formatDay bound to the current interface language; 'long' spells the month out ('March 5, 2026') for pages of prose. */
export function useFormatDay(style: 'medium' | 'long' = 'medium') {
  const tag = useLocaleTag();
  return (value: string) => formatDay(value, tag, style);
}

/** A moment written the reader's way, day and time ('Mar 5, 2026, 4:07 PM'), in local time or the given IANA time zone. */
export function formatMoment(value: string, localeTag = 'en-US', timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** formatMoment bound to the current interface language (and a time zone, when given). */
export function useFormatMoment(timeZone?: string) {
  const tag = useLocaleTag();
  return (value: string) => formatMoment(value, tag, timeZone);
}
