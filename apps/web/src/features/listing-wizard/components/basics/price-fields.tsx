import { CURRENCIES } from '@app/shared/reference/currencies';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../ui/field';
import { moneyInCurrency } from '../../model/money-fields';
import { useWizard } from '../../wizard-context';
import { MoneyField } from '../fields/money-field';

/** Currency, price, minimum selling price and HOA fees, typed in major units. */
export function PriceFields() {
  const { t } = useTranslation('listingWizard');
  const { register, getValues, setValue } = useFormContext();
  const { errorFor } = useWizard();
  const currency = register('currency');
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.price')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('basics.currency')}
          {...currency}
          onChange={async (event) => {
            const from = getValues('currency') as string;
            await currency.onChange(event);
            const converted = moneyInCurrency(getValues(), from, event.target.value);
            for (const [name, value] of Object.entries(converted)) if (value !== undefined) setValue(name, value, { shouldDirty: true });
          }}
        >
          {CURRENCIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.code} ({option.symbol})
            </option>
          ))}
        </SelectField>
        <MoneyField name="price" label={t('basics.price')} error={errorFor('price')} />
        <MoneyField
          name="minimumSellingPrice"
          label={t('basics.minimumSellingPrice')}
          hint={t('basics.minimumSellingPriceHint')}
          error={errorFor('minimumSellingPrice')}
        />
        <MoneyField name="hoaFees" label={t('basics.hoaFees')} error={errorFor('hoaFees')} />
      </div>
    </fieldset>
  );
}
