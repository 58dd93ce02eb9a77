import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { PhoneField } from '../../../ui/phone-field';
import { emptyToNull, todayIso } from '../forms/profile-form';
import type { ProfileFormState } from '../hooks/use-profile-form';
import { useProfileOptions } from '../../../lib/forms/use-profile-options';
import { OptionSelect } from './option-select';

type FieldsProps = Pick<ProfileFormState, 'form' | 'fieldError'>;

/** Name, gender, date of birth and phone. Empty choices are sent as "not set". */
export function PersonalFields({ form, fieldError }: FieldsProps) {
  const { t } = useTranslation('accounts');
  const options = useProfileOptions();
  const nullable = { setValueAs: emptyToNull };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.firstName')}
        autoComplete="given-name"
        error={fieldError('name.firstName')}
        {...form.register('name.firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        autoComplete="family-name"
        error={fieldError('name.lastName')}
        {...form.register('name.lastName')}
      />
      <OptionSelect
        label={t('fields.gender')}
        placeholder={t('profile.notSet')}
        options={options.genders}
        error={fieldError('gender')}
        {...form.register('gender', nullable)}
      />
      <TextField
        type="date"
        label={t('fields.dateOfBirth')}
        max={todayIso()}
        error={fieldError('dateOfBirth')}
        {...form.register('dateOfBirth', nullable)}
      />
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label={t('fields.phone')}
              countryLabel={t('fields.phoneCountry')}
              countries={options.countries}
              defaultCountry={form.getValues('country') ?? DEFAULT_COUNTRY}
              value={field.value}
              // No number is "not set"; the schema checks and stores the rest in E.164.
              onChange={(value) => field.onChange(value || null)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldError('phone')}
            />
          )}
        />
      </div>
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
      <OptionSelect
        label={t('fields.preferredLanguage')}
        placeholder={notSet}
        options={options.languages}
        error={fieldError('preferredLanguage')}
        {...form.register('preferredLanguage', nullable)}
      />
      <OptionSelect
        label={t('fields.preferredCurrency')}
        placeholder={notSet}
        options={options.currencies}
        error={fieldError('preferredCurrency')}
        {...form.register('preferredCurrency', nullable)}
      />
      <OptionSelect
        label={t('fields.timeZone')}
        placeholder={notSet}
        options={options.timeZones}
        error={fieldError('timeZone')}
        {...form.register('timeZone', nullable)}
      />
      <OptionSelect
        label={t('fields.profession')}
        placeholder={notSet}
        options={options.professions}
        error={fieldError('profession')}
        {...form.register('profession', nullable)}
      />
      <OptionSelect label={t('fields.country')} options={options.countries} error={fieldError('country')} {...form.register('country')} />
    </div>
  );
}
