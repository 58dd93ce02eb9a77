import { COOLING_TYPES, FLOORING_TYPES, HEATING_TYPES, PARKING_TYPES } from '@app/shared/reference/building-systems';
import { APPLIANCES, PROPERTY_FEATURES, ROOM_TYPES } from '@app/shared/reference/property';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../components/fields/checkbox-group';
import { useOptionList } from '../hooks/use-option-list';

/** The checkbox groups of step 2, each a draft list and an `options` namespace key. */
const GROUPS = [
  { name: 'roomTypes', list: ROOM_TYPES },
  { name: 'features', list: PROPERTY_FEATURES },
  { name: 'appliances', list: APPLIANCES },
  { name: 'flooring', list: FLOORING_TYPES },
  { name: 'parking', list: PARKING_TYPES },
  { name: 'cooling', list: COOLING_TYPES },
  { name: 'heating', list: HEATING_TYPES },
] as const;

/** Step 2, Features (listings and communities): room types, features, appliances and building systems. */
export function FeaturesStep() {
  const { t } = useTranslation('listingWizard');
  const options = useOptionList();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('features.lead')}</p>
      {GROUPS.map((group) => (
        <CheckboxGroup key={group.name} name={group.name} legend={t(`features.${group.name}`)} options={options(group.list, group.name)} />
      ))}
    </div>
  );
}
