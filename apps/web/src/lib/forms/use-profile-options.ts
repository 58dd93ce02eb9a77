import { COUNTRIES, type TCountry } from '@app/shared/reference/countries';
import { displayNames } from '@app/shared/domain/intl-formats';
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

const countryLists = new Map<string, Option[]>();
/** Region names in a language, kept (making them loads the language's locale data). */
const regionNamesIn = (tag: string) => displayNames([tag], { type: 'region' });

/**
 * Every country, named in a language (Intl.DisplayNames): the United States first, the others
 * sorted by their translated name. Built once per language: some 250 names and a sort.
 */
export function countryOptions(tag: string): Option[] {
  let list = countryLists.get(tag);
  if (!list) {
    const regions = regionNamesIn(tag);
    const collator = new Intl.Collator(tag);
    const [first, ...others] = COUNTRIES.map((country): Option => ({ value: country.code, label: countryLabel(regions, country) }));
    list = first ? [first, ...others.sort((a, b) => collator.compare(a.label, b.label))] : others;
    countryLists.set(tag, list);
  }
  return list;
}

/** One country as an option, named in a language, without building the whole list. */
export function countryOption(tag: string, code: string): Option | undefined {
  const country = COUNTRIES.find((candidate) => candidate.code === code);
  return country && { value: country.code, label: countryLabel(regionNamesIn(tag), country) };
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
    const currencyNames = displayNames([tag], { type: 'currency' });
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
      countries: countryOptions(tag),
    };
  }, [t, tag]);
}
