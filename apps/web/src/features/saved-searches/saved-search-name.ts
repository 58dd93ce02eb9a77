import { nameSearch, type SearchNameWords } from '@app/shared/search/search-name';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The words of a search's name in the reader's language. */
function nameWords(t: TFunction): SearchNameWords {
  return {
    propertyType: (id) => t(`options:propertyTypes.${id}`),
    listingType: (id) => t(`options:listingTypes.${id}`),
    beds: (count, plus) => (plus ? t('savedSearches:name.bedsPlus', { count }) : t('savedSearches:name.beds', { count })),
    studio: () => t('savedSearches:name.studio'),
    baths: (count, plus) => (plus ? t('savedSearches:name.bathsPlus', { count }) : t('savedSearches:name.baths', { count })),
    under: (price) => t('savedSearches:name.under', { price }),
    over: (price) => t('savedSearches:name.over', { price }),
    between: (min, max) => t('savedSearches:name.between', { min, max }),
    all: () => t('savedSearches:name.all'),
  };
}

/**
 * A name for criteria in the reader's language: "Austin, TX · 2+ beds · under $500,000",
 * "Austin, TX · 2 間以上臥室 · $500,000 以下" (the shared nameSearch, with the catalogs' words).
 */
export function savedSearchName(t: TFunction, criteria: TSearchCriteria): string {
  return nameSearch(criteria, nameWords(t));
}

/** savedSearchName bound to the current language. */
export function useSavedSearchName() {
  const { t } = useTranslation(['savedSearches', 'options']);
  return (criteria: TSearchCriteria) => savedSearchName(t, criteria);
}
