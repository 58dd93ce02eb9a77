import { ROOM_COUNT_OPTIONS } from '@app/shared/constants/search';
import { SAVED_SEARCH_NAME_MAX } from '@app/shared/search/saved-search.schema';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Whole US dollars, as the filter shows them ("$500,000"). */
const dollars = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

function rooms(t: TFunction, id: string | undefined, kind: 'beds' | 'baths'): string | undefined {
  const option = ROOM_COUNT_OPTIONS.find((o) => o.id === id);
  if (!option || option.min === null) return undefined;
  if (option.max === null) return t(`savedSearches:name.${kind}Plus`, { count: option.min });
  if (kind === 'beds' && option.min === 0) return t('savedSearches:name.studio');
  return t(`savedSearches:name.${kind}`, { count: option.min });
}

function price(t: TFunction, c: TSearchCriteria): string | undefined {
  if (c.priceMin !== undefined && c.priceMax !== undefined) return t('savedSearches:name.between', { min: dollars(c.priceMin), max: dollars(c.priceMax) });
  if (c.priceMax !== undefined) return t('savedSearches:name.under', { price: dollars(c.priceMax) });
  if (c.priceMin !== undefined) return t('savedSearches:name.over', { price: dollars(c.priceMin) });
  return undefined;
}

/**
 * A name for criteria in the reader's language: "Austin, TX · 2 beds · under $500,000",
 * "Austin, TX · 2 間臥室 · $500,000 以下". The server names unnamed searches in plain English.
 */
export function savedSearchName(t: TFunction, criteria: TSearchCriteria): string {
  const parts = [
    criteria.searchThis?.trim() || undefined,
    criteria.searchPropertyType ? t(`options:propertyTypes.${criteria.searchPropertyType}`) : undefined,
    criteria.listingType ? t(`options:listingTypes.${criteria.listingType}`) : undefined,
    rooms(t, criteria.beds, 'beds'),
    rooms(t, criteria.baths, 'baths'),
    price(t, criteria),
  ].filter((part): part is string => Boolean(part));
  const name = parts.length ? parts.join(' · ') : t('savedSearches:name.all');
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

/** savedSearchName bound to the current language. */
export function useSavedSearchName() {
  const { t } = useTranslation(['savedSearches', 'options']);
  return (criteria: TSearchCriteria) => savedSearchName(t, criteria);
}
