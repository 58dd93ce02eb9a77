import { sqmToSqft, type TSizeUnit } from '@app/shared/domain/area';
import { DEFAULT_CURRENCY } from '@app/shared/reference/currencies';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { SelectField } from '../../../../ui/field';
import { useWizard } from '../../wizard-context';
import { NumberField } from '../fields/number-field';

/** The price per square foot, in minor units, of a price and a size in either unit; null without both. */
export function pricePerSqft(price: unknown, size: unknown, unit: TSizeUnit | undefined): number | null {
  if (typeof price !== 'number' || typeof size !== 'number' || price <= 0 || size <= 0) return null;
  const sqft = unit === 'sqm' ? sqmToSqft(size) : size;
  return Math.round(price / sqft);
}

/** Size and lot size in the chosen unit (preselected by the address country), and the derived price per sq ft. */
export function SizeFields() {
  const { t } = useTranslation('listingWizard');
  const { register } = useFormContext();
  const { errorFor } = useWizard();
  const formatMoney = useFormatMoney();
  const [price, size, unit, currency] = useWatch({ name: ['price', 'size', 'sizeUnit', 'currency'] }) as [
    unknown,
    unknown,
    TSizeUnit | undefined,
    string | undefined,
  ];
  const perSqft = pricePerSqft(price, size, unit);
  const unitLabel = t(`basics.units.${unit ?? 'sqft'}`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NumberField name="size" label={t('basics.size', { unit: unitLabel })} decimals={2} maxLength={12} error={errorFor('size')} />
      <SelectField label={t('basics.sizeUnit')} {...register('sizeUnit')}>
        <option value="sqft">{t('basics.units.sqft')}</option>
        <option value="sqm">{t('basics.units.sqm')}</option>
      </SelectField>
      <NumberField
        name="lotSize"
        label={t('basics.lotSize', { unit: unitLabel })}
        decimals={2}
        maxLength={14}
        error={errorFor('lotSize')}
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-ink">{t('basics.pricePerSqft')}</span>
        <output
          aria-label={t('basics.pricePerSqft')}
          className="flex min-h-11 items-center rounded-lg bg-surface px-3 text-base tabular-nums text-ink"
        >
          {perSqft === null ? t('basics.pricePerSqftUnknown') : formatMoney({ amount: perSqft, currency: currency ?? DEFAULT_CURRENCY })}
        </output>
      </div>
    </div>
  );
}
