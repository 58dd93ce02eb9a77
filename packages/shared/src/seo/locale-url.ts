import { SUPPORTED_LOCALES, type TLocale } from '../constants/locale';

/**
 * The query parameter that picks a page's language (`/listings/{id}?lang=zh-Hant`), so each
 * language of a public page is its own URL a search engine can fetch (decision 076).
 */
export const LOCALE_PARAM = 'lang';

/** Each interface locale's code in `hreflang`, `?lang=` and `<html lang>`: BCP 47 ('en', not the spec's 'en-us'). */
export const LOCALE_HREFLANG: Record<TLocale, string> = { 'en-us': 'en', 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans', es: 'es' };

/** The locale a `?lang=` value names (any case; 'en', 'en-us' and 'en-US' are English); undefined for anything else. */
export function localeFromParam(value: string | null | undefined): TLocale | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted || LOCALE_HREFLANG[locale].toLowerCase() === wanted);
}

/** An absolute page URL in one locale: the URL with `?lang=` set (other parameters kept). */
export function localizedUrl(url: string, locale: TLocale): string {
  const parsed = new URL(url);
  parsed.searchParams.set(LOCALE_PARAM, LOCALE_HREFLANG[locale]);
  return parsed.toString();
}

export type THreflangLink = { hreflang: string; href: string };

/**
 * A page's language alternates: one per interface locale, and `x-default` (the URL without
 * `?lang=`, where the reader's browser picks the language). Every language version of the page
 * lists the same set, so the alternates are reciprocal by construction.
 */
export function hreflangAlternates(url: string): THreflangLink[] {
  const bare = new URL(url);
  bare.searchParams.delete(LOCALE_PARAM);
  const base = bare.toString();
  return [
    ...SUPPORTED_LOCALES.map((locale) => ({ hreflang: LOCALE_HREFLANG[locale], href: localizedUrl(base, locale) })),
    { hreflang: 'x-default', href: base },
  ];
}
