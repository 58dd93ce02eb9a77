import { DATE_FILTERS, ROOM_COUNT_OPTIONS, SORT_OPTIONS } from '@app/shared/constants/search';
import { BUY_MENU_PROPERTY_TYPES, LISTING_TYPES, PROPERTY_FEATURES } from '@app/shared/reference/property';
import { useTranslation } from 'react-i18next';

export type Choice = { value: string; label: string };

/** The Results page's choice lists in the reader's language. */
export function useSearchOptions() {
  const { t } = useTranslation(['search', 'options']);
  // Beds offer 0 as Studio; baths start at 1+, since "at least 0 baths" is any.
  const rooms = (kind: 'beds' | 'baths'): Choice[] =>
    ROOM_COUNT_OPTIONS.filter(({ id }) => kind === 'beds' || id !== '0').map(({ id }) => ({
      value: id,
      label: kind === 'beds' && id === '0' ? t('search:rooms.studio') : t(`search:rooms.${id}`),
    }));
  return {
    propertyTypes: BUY_MENU_PROPERTY_TYPES.map(({ id }) => ({ value: id, label: t(`options:propertyTypes.${id}`) })),
    listingTypes: LISTING_TYPES.map(({ id }) => ({ value: id, label: t(`options:listingTypes.${id}`) })),
    features: PROPERTY_FEATURES.map(({ id }) => ({ value: id, label: t(`options:features.${id}`) })),
    dateFilters: DATE_FILTERS.map(({ id }) => ({ value: id, label: t(`search:listed.${id}`) })),
    sorts: SORT_OPTIONS.map(({ id }) => ({ value: id, label: t(`search:sort.${id}`) })),
    beds: rooms('beds'),
    baths: rooms('baths'),
  };
}
