import { useTranslation } from 'react-i18next';

/** Reference lists with translated labels in the `options` namespace. */
export type OptionList =
  | 'propertyTypes'
  | 'listingTypes'
  | 'sellerRoles'
  | 'constructionTypes'
  | 'styles'
  | 'occupancy'
  | 'leaseLengths'
  | 'roomTypes'
  | 'features'
  | 'appliances'
  | 'flooring'
  | 'parking'
  | 'cooling'
  | 'heating'
  | 'contactKinds'
  | 'costItems'
  | 'costPayers'
  | 'feeItems'
  | 'feeTerms'
  | 'mortgageTerms'
  | 'listingStatuses'
  | 'offerStatuses';

/** The translated label of a reference id (`options:features.pool`); an unknown id shows as it is. */
export function useOptionLabel() {
  const { t } = useTranslation('options');
  return (list: OptionList, id: string) => t(`${list}.${id}`, { defaultValue: id });
}
