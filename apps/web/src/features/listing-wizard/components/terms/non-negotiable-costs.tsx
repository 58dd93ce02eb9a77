import { COST_PAYERS, NON_NEGOTIABLE_COST_ITEMS } from '@app/shared/reference/listing-terms';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { useOptionList } from '../../hooks/use-option-list';
import { useWizard } from '../../wizard-context';
import { NumberField } from '../fields/number-field';
import { OptionSelect } from '../fields/option-select';
import { AddItemPicker } from './add-item-picker';

/** The 11 non-negotiable cost items, each added once with who pays; escrow costs also take a percent. */
export function NonNegotiableCosts() {
  const { t } = useTranslation('listingWizard');
  const { register } = useFormContext();
  const { errorFor } = useWizard();
  const options = useOptionList();
  const { fields, append, remove } = useFieldArray({ name: 'nonNegotiable' });
  const items = fields as unknown as { id: string; item: string }[];
  const labels = Object.fromEntries(options(NON_NEGOTIABLE_COST_ITEMS, 'costItems').map((option) => [option.value, option.label]));
  const payers = options(COST_PAYERS, 'costPayers');
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('terms.nonNegotiable')}</legend>
      <p className="text-sm text-muted">{t('terms.nonNegotiableLead')}</p>
      {items.map((entry, index) => {
        const path = `nonNegotiable.${index}`;
        return (
          <div key={entry.id} className="flex flex-col gap-3 rounded-lg bg-surface p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-ink">{labels[entry.item]}</span>
              <Button
                variant="ghost"
                aria-label={t('media.actionOn', { action: t('terms.remove'), target: labels[entry.item] })}
                onClick={() => remove(index)}
              >
                {t('terms.remove')}
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <OptionSelect
                name={`${path}.payer`}
                label={t('terms.paidBy', { item: labels[entry.item] })}
                placeholder={t('basics.choose')}
                options={payers}
                error={errorFor(`${path}.payer`)}
              />
              {entry.item === 'escrow-costs' && (
                <NumberField
                  name={`${path}.percent`}
                  label={t('terms.percent')}
                  decimals={2}
                  maxLength={6}
                  emptyValue={undefined}
                  error={errorFor(`${path}.percent`)}
                />
              )}
              {entry.item === 'other' && (
                <TextField label={t('terms.note')} maxLength={300} error={errorFor(`${path}.note`)} {...register(`${path}.note`)} />
              )}
            </div>
          </div>
        );
      })}
      <AddItemPicker
        label={t('terms.addCostLabel')}
        addLabel={t('terms.add')}
        placeholder={t('basics.choose')}
        options={options(NON_NEGOTIABLE_COST_ITEMS, 'costItems').filter((option) => !items.some((entry) => entry.item === option.value))}
        onAdd={(item) => append({ item })}
      />
    </fieldset>
  );
}
