import { formatPhone } from '@app/shared/validation/phone';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { emptyToNull, todayIso } from '../forms/profile-form';
import type { ProfileFormState } from '../hooks/use-profile-form';
import { useProfileOptions } from '../hooks/use-profile-options';
import { OptionSelect } from './option-select';

type FieldsProps = Pick<ProfileFormState, 'form' | 'fieldError'>;

/** Name, gender, date of birth and phone. Empty choices are sent as "not set". */
export function PersonalFields({ form, fieldError }: FieldsProps) {
  const { t } = useTranslation('accounts');
  const options = useProfileOptions();
  const nullable = { setValueAs: emptyToNull };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('fields.firstName')} autoComplete="given-name" error={fieldError('name.firstName')} {...form.register('name.firstName')} />
      <TextField label={t('fields.lastName')} autoComplete="family-name" error={fieldError('name.lastName')} {...form.register('name.lastName')} />
      <OptionSelect label={t('fields.gender')} placeholder={t('profile.notSet')} options={options.genders} error={fieldError('gender')} {...form.register('gender', nullable)} />
      <TextField type="date" label={t('fields.dateOfBirth')} max={todayIso()} error={fieldError('dateOfBirth')} {...form.register('dateOfBirth', nullable)} />
      <TextField
        type="tel"
        inputMode="tel"
        label={t('fields.phone')}
        autoComplete="tel-national"
        placeholder="(555) 123-4567"
        error={fieldError('phone')}
        {...form.register('phone', {
          ...nullable,
          // Shown as (xxx) xxx-xxxx once typed; the schema accepts that format and sends the digits.
          onBlur: (event: { target: HTMLInputElement }) => {
            const typed = event.target.value.trim();
            if (typed) form.setValue('phone', formatPhone(typed), { shouldValidate: true });
          },
        })}
      />
    </div>
  );
}

/** Preferred language, currency, time zone, profession and country. */
export function PreferenceFields({ form, fieldError }: FieldsProps) {
  const { t } = useTranslation('accounts');
  const options = useProfileOptions();
  const nullable = { setValueAs: emptyToNull };
  const notSet = t('profile.notSet');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <OptionSelect label={t('fields.preferredLanguage')} placeholder={notSet} options={options.languages} error={fieldError('preferredLanguage')} {...form.register('preferredLanguage', nullable)} />
      <OptionSelect label={t('fields.preferredCurrency')} placeholder={notSet} options={options.currencies} error={fieldError('preferredCurrency')} {...form.register('preferredCurrency', nullable)} />
      <OptionSelect label={t('fields.timeZone')} placeholder={notSet} options={options.timeZones} error={fieldError('timeZone')} {...form.register('timeZone', nullable)} />
      <OptionSelect label={t('fields.profession')} placeholder={notSet} options={options.professions} error={fieldError('profession')} {...form.register('profession', nullable)} />
      <OptionSelect label={t('fields.country')} options={options.countries} error={fieldError('country')} {...form.register('country')} />
    </div>
  );
}
