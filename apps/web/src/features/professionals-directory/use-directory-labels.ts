import type { TLocale } from '@app/shared/constants/locale';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../../lib/forms/use-profile-options';
import { listFormat } from '@app/shared/domain/intl-formats';

/** Professions, spoken languages, countries and profile languages named in the reader's language. */
export function useDirectoryLabels() {
  const { t, i18n } = useTranslation('professionalsDirectory');
  const options = useProfileOptions();
  const tag = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const find = (list: { value: string; label: string }[], value: string) => list.find((option) => option.value === value)?.label ?? value;
    const list = listFormat([tag], { type: 'conjunction' });
    return {
      profession: (id: string) => find(options.professions, id),
      languages: (codes: readonly string[]) => list.format(codes.map((code) => find(options.languages, code))),
      /** A country by its ISO code, either case ('us', 'US'). */
      country: (code: string) => find(options.countries, code.toLowerCase()),
      /** An interface language the profile is published in. */
      locale: (locale: TLocale) => t(`locales.${locale}`),
    };
  }, [options, t, tag]);
}
