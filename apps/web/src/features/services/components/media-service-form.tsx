import { MEDIA_SERVICE_IDS, type TMediaServiceId } from '@app/shared/reference/orders';
import { MEDIA_SERVICE_DESCRIPTION_MAX, ZMediaServiceInput, type TMediaService } from '@app/shared/services/media-services.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button, ButtonLink } from '../../../ui/button';
import { SelectField, TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { PriceAndDaysFields } from './price-and-days-fields';
import { useSaveMediaService } from '../api/save-media-service';
import { CurrencySelect } from './currency-select';

export const MEDIA_SERVICES_PATH = '/dashboard/professional/services/media/edit';

type MediaServiceFormProps = {
  /** The service being changed; none for a new one. */
  service?: TMediaService | undefined;
  /** The kinds the provider already offers (a new service is another kind). */
  taken: readonly TMediaServiceId[];
  fallbackCurrency: string;
};

type Draft = { service: TMediaServiceId | ''; currency: string; price: number | null; timeFrame: number | null; description: string };

/** A media service's kind, price, time frame (days) and description; back to the list once saved. What is typed stays after a refusal. */
export function MediaServiceForm({ service, taken, fallbackCurrency }: MediaServiceFormProps) {
  const { t } = useTranslation('services');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const save = useSaveMediaService();
  const choices = MEDIA_SERVICE_IDS.filter((id) => id === service?.service || !taken.includes(id));
  const [draft, setDraft] = useState<Draft>(() => ({
    service: service?.service ?? choices[0] ?? '',
    currency: service?.price.currency ?? fallbackCurrency,
    price: service?.price.amount ?? null,
    timeFrame: service?.timeFrame ?? null,
    description: service?.description ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorOf = (key: string) => (errors[key] ? translate(errors[key]) : undefined);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ZMediaServiceInput.safeParse(draft);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: service?._id, body: checked.data });
      snackbar.success(t('media.saved'));
      await navigate(MEDIA_SERVICES_PATH);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      setErrors({ ...fields, form: error instanceof Error ? error.message : '' });
    }
  };

  if (choices.length === 0) return <p className="text-muted">{t('media.allOffered')}</p>;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-xl flex-col gap-4">
      <SelectField
        label={t('media.service')}
        value={draft.service}
        error={errorOf('service')}
        disabled={Boolean(service)}
        onChange={(event) => set({ service: event.target.value as TMediaServiceId })}
      >
        {choices.map((id) => (
          <option key={id} value={id}>
            {t(`mediaServices.${id}`)}
          </option>
        ))}
      </SelectField>
      <CurrencySelect value={draft.currency} error={errorOf('currency')} onChange={(currency) => set({ currency })} />
      <PriceAndDaysFields
        labels={{ price: t('media.price'), days: t('media.timeFrame'), daysHint: t('media.timeFrameHint') }}
        value={{ price: draft.price, days: draft.timeFrame }}
        currency={draft.currency}
        errors={{ price: errorOf('price'), days: errorOf('timeFrame') }}
        onChange={({ days, ...change }) => set(days === undefined ? change : { ...change, timeFrame: days })}
      />
      <TextArea
        label={t('media.description')}
        hint={t('media.descriptionHint', { max: MEDIA_SERVICE_DESCRIPTION_MAX })}
        maxLength={MEDIA_SERVICE_DESCRIPTION_MAX}
        value={draft.description}
        error={errorOf('description')}
        onChange={(event) => set({ description: event.target.value })}
      />
      <div aria-live="polite">{errors.form && <FormAlert message={translate(errors.form)} />}</div>
      <div className="flex gap-3">
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <ButtonLink variant="outline" to={MEDIA_SERVICES_PATH}>
          {t('cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
