import { useLocaleTag } from '../../../lib/i18n/use-locale-tag';

/**
 * A calendar date (YYYY-MM-DD) written the reader's way. Read and written in UTC so a date
 * never slips to the previous day in time zones west of Greenwich.
 */
export function formatDate(isoDate: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** formatDate bound to the current interface language. */
export function useFormatDate() {
  const tag = useLocaleTag();
  return (isoDate: string) => formatDate(isoDate, tag);
}
