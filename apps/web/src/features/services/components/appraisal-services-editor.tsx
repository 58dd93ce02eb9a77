import { APPRAISAL_TYPE_IDS, type TAppraisalTypeId } from '@app/shared/reference/orders';
import type { TAppraisalService } from '@app/shared/services/appraisal-services.schema';
import { PROPERTY_SIZE_RANGE_IDS, type TPropertySizeRangeId } from '@app/shared/services/service-terms';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Checkbox } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { PriceAndDaysFields } from './price-and-days-fields';
import { SectionCard } from '../../../ui/section-card';
import { useSaveAppraisalServices } from '../api/save-appraisal-services';
import {
  draftOf,
  fieldErrorsOf,
  planSave,
  typeInUse,
  type AppraisalCell,
  type AppraisalDraft,
  type AppraisalErrors,
} from './appraisal-editor-model';
import { CurrencySelect } from './currency-select';
import { EditorFooter } from './editor-footer';

type EditorProps = { services: TAppraisalService[]; fallbackCurrency: string };

/**
 * The appraisal services editor (spec: a size range, a price and a time frame for at least one
 * appraisal type per service). The types offered are the categories: one still priced in a size
 * range cannot be removed. What is typed stays after any refusal.
 */
export function AppraisalServicesEditor({ services, fallbackCurrency }: EditorProps) {
  const { t } = useTranslation('services');
  const translate = useTranslateMessage();
  const save = useSaveAppraisalServices();
  const [draft, setDraft] = useState<AppraisalDraft>(() => draftOf(services, fallbackCurrency));
  const [errors, setErrors] = useState<AppraisalErrors>({});
  const [status, setStatus] = useState('');
  const errorOf = (key: string) => (errors[key] ? translate(errors[key]) : undefined);

  const setCell = (size: TPropertySizeRangeId, type: TAppraisalTypeId, change: Partial<AppraisalCell>) =>
    setDraft((current) => {
      const row = current.rows[size];
      return {
        ...current,
        rows: { ...current.rows, [size]: { ...row, cells: { ...row.cells, [type]: { ...row.cells[type], ...change } } } },
      };
    });

  const toggleType = (type: TAppraisalTypeId, on: boolean) => {
    if (!on && typeInUse(draft, type)) {
      setErrors((current) => ({
        ...current,
        [`type.${type}`]: t('appraisal.removeTypeFirst', { type: t(`appraisalTypes.${type}.label`) }),
      }));
      return;
    }
    setErrors(({ [`type.${type}`]: _removed, ...rest }) => rest);
    setDraft((current) => ({ ...current, offered: APPRAISAL_TYPE_IDS.filter((id) => (id === type ? on : current.offered.includes(id))) }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const result = planSave(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(result.plan);
      // Saved rows get their ids (the next save changes them instead of adding them again); removed ones lose theirs.
      const kept = (saved ?? []).filter((service) => !result.plan.remove.includes(service._id));
      setDraft((current) => ({ ...draftOf(kept, current.currency), offered: current.offered }));
      setStatus(t('appraisal.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      const next: AppraisalErrors = {};
      for (const [path, message] of fields) Object.assign(next, fieldErrorsOf(result.plan.sizes, path, message));
      setErrors({ ...next, form: error instanceof Error ? error.message : '' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <SectionCard title={t('appraisal.typesTitle')} description={t('appraisal.typesLead')}>
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('appraisal.typesTitle')}</legend>
          {APPRAISAL_TYPE_IDS.map((type) => (
            <Checkbox
              key={type}
              checked={draft.offered.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
              error={errorOf(`type.${type}`)}
              label={
                <>
                  <span className="font-semibold">{t(`appraisalTypes.${type}.label`)}</span>
                  {' · '}
                  {t(`appraisalTypes.${type}.description`)}
                </>
              }
            />
          ))}
        </fieldset>
        <div className="max-w-xs">
          <CurrencySelect value={draft.currency} onChange={(currency) => setDraft((current) => ({ ...current, currency }))} />
        </div>
      </SectionCard>
      {PROPERTY_SIZE_RANGE_IDS.map((size) => (
        <fieldset key={size} className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-6">
          <legend className="px-1 text-lg font-bold text-ink">{t(`sizeRanges.${size}`)}</legend>
          {errors[size] && <FormAlert message={translate(errors[size])} />}
          {draft.offered.length === 0 && <p className="text-sm text-muted">{t('appraisal.noTypes')}</p>}
          <div className="grid gap-4 md:grid-cols-3">
            {draft.offered.map((type) => {
              const cell = draft.rows[size].cells[type];
              const label = t(`appraisalTypes.${type}.label`);
              return (
                <div key={type} className="flex flex-col gap-2">
                  <PriceAndDaysFields
                    labels={{ price: t('appraisal.price', { type: label }), days: t('appraisal.timeFrame', { type: label }) }}
                    value={{ price: cell.price, days: cell.leadTime }}
                    currency={draft.currency}
                    errors={{ price: errorOf(`${size}.${type}.price`), days: errorOf(`${size}.${type}.leadTime`) }}
                    onChange={({ days, ...change }) => setCell(size, type, days === undefined ? change : { ...change, leadTime: days })}
                  />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <EditorFooter formError={errors.form} status={status} saving={save.isPending} />
    </form>
  );
}
