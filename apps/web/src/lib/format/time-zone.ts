import { TIME_ZONES } from '@app/shared/reference/time-zones';
import { useAccount } from '../session/get-account';

/** The profile's fractional GMT offsets, as the place each one is named after (Etc/ zones are whole hours only). */
const FRACTIONAL: Record<number, string> = {
  [-210]: 'America/St_Johns',
  210: 'Asia/Tehran',
  330: 'Asia/Kolkata',
  345: 'Asia/Kathmandu',
};

/**
 * The IANA time zone Intl formatters take for a profile's time-zone choice ('gmt+08:00' →
 * 'Etc/GMT-8': the Etc/ names count the other way), or undefined to use the browser's own zone
 * (no choice made, or an id this list does not know).
 */
export function profileTimeZone(id: string | null | undefined): string | undefined {
  const zone = TIME_ZONES.find((candidate) => candidate.id === id);
  if (!zone) return undefined;
  const minutes = zone.offsetMinutes;
  if (minutes % 60 !== 0) return FRACTIONAL[minutes];
  const hours = minutes / 60;
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** The reader's time zone for dates and times: their profile's choice, else the browser's (undefined). */
export function useReaderTimeZone(): string | undefined {
  return profileTimeZone(useAccount().data?.profile.timeZone);
}
