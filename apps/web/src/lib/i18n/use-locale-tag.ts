import { useTranslation } from 'react-i18next';
import { findLocale } from './locales';

/** The BCP 47 tag of the current interface language ('zh-Hant-TW'), for Intl formatters. */
export function useLocaleTag(): string {
  const { i18n } = useTranslation();
  return findLocale(i18n.resolvedLanguage ?? i18n.language)?.tag ?? 'en-US';
}
