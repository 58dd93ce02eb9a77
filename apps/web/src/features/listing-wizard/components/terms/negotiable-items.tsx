import { COST_PAYERS } from '@app/shared/reference/listing-terms';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { useOptionList } from '../../hooks/use-option-list';
import { useWizard } from '../../wizard-context';
import { OptionSelect } from '../fields/option-select';

/** The draft schema's limit on negotiable items. */
const MAX_NEGOTIABLE = 30;

/** Negotiable items: a free label and who pays, added and removed at will. */
export function NegotiableItems() {
  const { t } = useTranslation('listingWizard');
  const { register } = useFormContext();
  const { errorFor } = useWizard();
  const options = useOptionList();
  const { fields, append, remove } = useFieldArray({ name: 'negotiable' });
  const payers = options(COST_PAYERS, 'costPayers');
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('terms.negotiable')}</legend>
      <p className="text-sm text-muted">{t('terms.negotiableLead')}</p>
      {fields.map((entry, index) => {
        const path = `negotiable.${index}`;
        const number = index + 1;
        return (
          <div key={entry.id} className="grid gap-3 rounded-lg bg-surface p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <TextField
              label={t('terms.itemLabel', { number })}
              maxLength={120}
              error={errorFor(`${path}.label`)}
              {...register(`${path}.label`)}
            />
            <OptionSelect
              name={`${path}.payer`}
              label={t('terms.payerOf', { number })}
              placeholder={t('basics.choose')}
              options={payers}
              error={errorFor(`${path}.payer`)}
            />
            <Button
              variant="ghost"
              aria-label={t('media.actionOn', { action: t('terms.remove'), target: t('terms.itemLabel', { number }) })}
              onClick={() => remove(index)}
            >
              {t('terms.remove')}
            </Button>
          </div>
        );
      })}
      {fields.length < MAX_NEGOTIABLE && (
        <div>
          <Button variant="outline" onClick={() => append({ label: '' })}>
            {t('terms.addNegotiable')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
