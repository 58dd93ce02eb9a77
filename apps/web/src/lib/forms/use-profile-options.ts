import { COUNTRIES, type TCountry } from '@app/shared/reference/countries';
import { CURRENCIES } from '@app/shared/reference/currencies';
import { PROFILE_LANGUAGES } from '@app/shared/reference/languages';
import { GENDERS, PROFESSIONS } from '@app/shared/reference/people';
import { formatGmtOffset, TIME_ZONES } from '@app/shared/reference/time-zones';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type Option = { value: string; label: string };

// The spec's non-standard codes for Australia and the United Arab Emirates, as ISO regions.
const REGION_OF: Record<string, string> = { AUS: 'AU', UAE: 'AE' };

function countryLabel(names: Intl.DisplayNames, country: TCountry): string {
  const region = REGION_OF[country.code] ?? country.code.toUpperCase();
  try {
    const name = names.of(region);
    return name && name !== region ? name : country.name;
  } catch {
    return country.name;
  }
}

/** Catalog keys cannot hold ':' (i18next's namespace separator): 'gmt-03:30' -> 'gmt-0330'. */
export const timeZoneKey = (id: string) => id.replace(':', '');

/**
 * The Edit Profile choices in the reader's language. Countries and currencies are named by the
 * browser (Intl.DisplayNames, every language covered); the rest come from the catalog. The
 * country list keeps the United States first and sorts the others by their translated name.
 */
export function useProfileOptions() {
  const { t, i18n } = useTranslation('accounts');
  const tag = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const regions = new Intl.DisplayNames([tag], { type: 'region' });
    const currencyNames = new Intl.DisplayNames([tag], { type: 'currency' });
    const collator = new Intl.Collator(tag);
    const [first, ...others] = COUNTRIES.map((country): Option => ({ value: country.code, label: countryLabel(regions, country) }));
    return {
      genders: GENDERS.map((gender): Option => ({ value: gender.id, label: t(`genders.${gender.id}`) })),
      languages: PROFILE_LANGUAGES.map((language): Option => ({ value: language.code, label: t(`languages.${language.code}`) })),
      currencies: CURRENCIES.map((currency): Option => ({
        value: currency.code,
        label: `${currencyNames.of(currency.code) ?? currency.label} (${currency.code})`,
      })),
      timeZones: TIME_ZONES.map((zone): Option => ({
        value: zone.id,
        label: `(${formatGmtOffset(zone.offsetMinutes)}) ${t(`timeZones.${timeZoneKey(zone.id)}`)}`,
      })),
      professions: PROFESSIONS.map((profession): Option => ({ value: profession.id, label: t(`professions.${profession.id}`) })),
      countries: first ? [first, ...others.sort((a, b) => collator.compare(a.label, b.label))] : others,
    };
  }, [t, tag]);
}
