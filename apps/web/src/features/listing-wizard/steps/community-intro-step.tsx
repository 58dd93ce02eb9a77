import { LISTING_TYPES } from '@app/shared/reference/property';
import { useTranslation } from 'react-i18next';
import { DescriptionFields } from '../components/basics/description-fields';
import { RadioGroup } from '../components/fields/radio-group';
import { LocationFields } from '../components/location/location-fields';
import { useOptionList } from '../hooks/use-option-list';
import { useWizard } from '../wizard-context';

/** The community's introduction: title, description, listing type, address and pin. */
export function CommunityIntroStep() {
  const { t } = useTranslation('listingWizard');
  const options = useOptionList();
  const { errorFor } = useWizard();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">{t('community.lead')}</p>
      <DescriptionFields />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.type')}</legend>
        <RadioGroup
          name="listingType"
          legend={t('basics.listingType')}
          options={options(LISTING_TYPES, 'listingTypes')}
          error={errorFor('listingType')}
        />
      </fieldset>
      <LocationFields />
    </div>
  );
}
