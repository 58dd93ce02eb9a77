import { useTranslation } from 'react-i18next';

/**
 * A reference list as choices in the reader's language, from the `options` namespace
 * (e.g. t('options:propertyTypes.condo')).
 */
export function useOptionList() {
  const { t } = useTranslation('options');
  return (list: readonly { id: string }[], key: string) => list.map((item) => ({ value: item.id, label: t(`${key}.${item.id}`) }));
}
