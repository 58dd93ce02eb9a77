import { DEFAULT_LOCALE, isSupportedLocale, type TLocale } from '../constants/locale';

/** How a duplicate's title says it is a copy, in the owner's language. */
const COPY_MARK: Record<TLocale, string> = {
  'en-us': ' (copy)',
  'zh-Hant': '（副本）',
  'zh-Hans': '（副本）',
  es: ' (copia)',
};

/** The longest title a listing takes (the draft schema's limit). */
const TITLE_MAX = 120;

/**
 * The title of a listing's duplicate: the original's, marked as a copy in `locale` (English when
 * unknown), shortened so the mark always fits. No title stays no title.
 */
export function copyTitle(title: string | undefined, locale: string | undefined): string | undefined {
  if (!title) return title;
  const mark = COPY_MARK[locale && isSupportedLocale(locale) ? locale : DEFAULT_LOCALE];
  return `${title.slice(0, TITLE_MAX - mark.length).trimEnd()}${mark}`;
}
