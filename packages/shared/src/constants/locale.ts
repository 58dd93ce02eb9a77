/** Interface locales: English (default and fallback), Traditional Chinese, Simplified Chinese, Spanish. */
export const SUPPORTED_LOCALES = ['en-us', 'zh-Hant', 'zh-Hans', 'es'] as const;
export type TLocale = (typeof SUPPORTED_LOCALES)[number];

/** Default and fallback interface locale. */
export const DEFAULT_LOCALE: TLocale = 'en-us';

/** Default country preference (ISO 3166-1 alpha-2, lowercase). */
export const DEFAULT_COUNTRY = 'us';

/** Whether a string is one of the supported interface locales. */
export function isSupportedLocale(value: string): value is TLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag Intl formats a locale's numbers, money and dates in ('en-us' → 'en-US'). */
export function intlTag(locale: TLocale): string {
  return locale === 'en-us' ? 'en-US' : locale;
}
