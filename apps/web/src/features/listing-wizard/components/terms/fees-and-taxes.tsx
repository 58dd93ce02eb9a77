import { FEE_TERMS } from '@app/shared/constants/payments';
import { FEE_AND_TAX_ITEMS } from '@app/shared/reference/listing-terms';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { useOptionList } from '../../hooks/use-option-list';
import { useWizard } from '../../wizard-context';
import { MoneyField } from '../fields/money-field';
import { OptionSelect } from '../fields/option-select';
import { AddItemPicker } from './add-item-picker';

/** Fees and taxes (HOA, property tax, management, city tax, school tax): amount and how often. */
export function FeesAndTaxes() {
  const { t } = useTranslation('listingWizard');
  const { errorFor } = useWizard();
  const options = useOptionList();
  const { fields, append, remove } = useFieldArray({ name: 'feesAndTaxes' });
  const items = fields as unknown as { id: string; item: string }[];
  const labels = Object.fromEntries(options(FEE_AND_TAX_ITEMS, 'feeItems').map((option) => [option.value, option.label]));
  const terms = options(FEE_TERMS, 'feeTerms');
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('terms.feesAndTaxes')}</legend>
      {items.map((entry, index) => {
        const path = `feesAndTaxes.${index}`;
        const label = labels[entry.item] ?? entry.item;
        return (
          <div key={entry.id} className="grid gap-3 rounded-lg bg-surface p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <MoneyField
              name={`${path}.amount`}
              label={t('terms.amountOf', { item: label })}
              emptyValue={undefined}
              error={errorFor(`${path}.amount`)}
            />
            <OptionSelect
              name={`${path}.term`}
              label={t('terms.termOf', { item: label })}
              placeholder={t('basics.choose')}
              options={terms}
              error={errorFor(`${path}.term`)}
            />
            <Button
              variant="ghost"
              aria-label={t('media.actionOn', { action: t('terms.remove'), target: label })}
              onClick={() => remove(index)}
            >
              {t('terms.remove')}
            </Button>
          </div>
        );
      })}
      <AddItemPicker
        label={t('terms.addFeeLabel')}
        addLabel={t('terms.add')}
        placeholder={t('basics.choose')}
        options={options(FEE_AND_TAX_ITEMS, 'feeItems').filter((option) => !items.some((entry) => entry.item === option.value))}
        onAdd={(item) => append({ item })}
      />
    </fieldset>
  );
}
