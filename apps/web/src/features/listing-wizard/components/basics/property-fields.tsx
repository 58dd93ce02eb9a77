import { professionsFor } from '@app/shared/listings/listing-steps';
import { LISTING_PROPERTY_TYPES } from '@app/shared/reference/property';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../ui/field';
import { useOptionList } from '../../hooks/use-option-list';
import { useWizard } from '../../wizard-context';
import { NumberField } from '../fields/number-field';
import { OptionSelect } from '../fields/option-select';
import { CountField } from './count-field';
import { useProfessionNames } from './listing-type-fields';
import { SizeFields } from './size-fields';

/** Property type, beds, baths, size, lot size, year built, price per sq ft and the MLS number. */
export function PropertyFields({ professions }: { professions: readonly string[] }) {
  const { t } = useTranslation('listingWizard');
  const { register } = useFormContext();
  const { errorFor } = useWizard();
  const options = useOptionList();
  const names = useProfessionNames();
  const mlsAllowed = professionsFor('mlsNumber') ?? [];
  const mlsLocked = !mlsAllowed.some((profession) => professions.includes(profession));
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.property')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          name="propertyType"
          label={t('basics.propertyType')}
          placeholder={t('basics.choose')}
          options={options(LISTING_PROPERTY_TYPES, 'propertyTypes')}
          error={errorFor('propertyType')}
        />
        <NumberField name="yearBuilt" label={t('basics.yearBuilt')} maxLength={4} error={errorFor('yearBuilt')} />
        <CountField name="beds" label={t('basics.beds')} counts={[0, 1, 2, 3, 4]} zeroLabel={t('basics.studio')} error={errorFor('beds')} />
        <CountField name="baths" label={t('basics.baths')} counts={[1, 2, 3, 4]} error={errorFor('baths')} />
      </div>
      <SizeFields />
      <TextField
        label={t('basics.mlsNumber')}
        maxLength={40}
        disabled={mlsLocked}
        hint={mlsLocked ? t('basics.lockedFor', { professions: names(mlsAllowed) }) : t('basics.mlsHint')}
        error={errorFor('mlsNumber')}
        {...register('mlsNumber')}
      />
    </fieldset>
  );
}
