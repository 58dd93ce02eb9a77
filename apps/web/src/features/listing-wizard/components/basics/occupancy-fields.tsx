import { CONSTRUCTION_TYPES, LEASE_LENGTHS, OCCUPANCY_STATUSES, PROPERTY_STYLES } from '@app/shared/reference/property';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOptionList } from '../../hooks/use-option-list';
import { useWizard } from '../../wizard-context';
import { MoneyField } from '../fields/money-field';
import { OptionSelect } from '../fields/option-select';

/** Construction, style and occupancy; a tenant-occupied property adds rent income and lease length. */
export function OccupancyFields() {
  const { t } = useTranslation('listingWizard');
  const { errorFor } = useWizard();
  const options = useOptionList();
  const occupancy = useWatch({ name: 'occupancy' }) as string | null | undefined;
  const choose = t('basics.choose');
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.building')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          name="construction"
          nullable
          label={t('basics.construction')}
          placeholder={choose}
          options={options(CONSTRUCTION_TYPES, 'constructionTypes')}
        />
        <OptionSelect name="style" nullable label={t('basics.style')} placeholder={choose} options={options(PROPERTY_STYLES, 'styles')} />
        <OptionSelect
          name="occupancy"
          nullable
          label={t('basics.occupancy')}
          placeholder={choose}
          options={options(OCCUPANCY_STATUSES, 'occupancy')}
        />
        {occupancy === 'tenant-occupied' && (
          <>
            <MoneyField name="monthlyRentIncome" label={t('basics.monthlyRentIncome')} error={errorFor('monthlyRentIncome')} />
            <OptionSelect
              name="leaseLength"
              nullable
              label={t('basics.leaseLength')}
              placeholder={choose}
              options={options(LEASE_LENGTHS, 'leaseLengths')}
              error={errorFor('leaseLength')}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
