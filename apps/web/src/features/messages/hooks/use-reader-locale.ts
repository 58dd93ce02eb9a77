import type { TLocale } from '@app/shared/constants/locale';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, findLocale } from '../../../lib/i18n/locales';

/** The reader's interface locale, as messages name their language and translations ('en-us', 'zh-Hant'…). */
export function useReaderLocale(): TLocale {
  const { i18n } = useTranslation();
  return findLocale(i18n.resolvedLanguage ?? i18n.language)?.id ?? DEFAULT_LOCALE;
}
