import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';

type DateOfBirthFieldsProps = {
  month: UseFormRegisterReturn;
  day: UseFormRegisterReturn;
  year: UseFormRegisterReturn;
  /** The date's own message ('Month/Day/Year is required', 'Enter a valid Date of Birth'). */
  error: string | undefined;
  /** Each part's message ('Enter a valid month', 'Enter a valid date', 'Enter a valid year'). */
  partErrors: { month: string | undefined; day: string | undefined; year: string | undefined };
};

/** The date of birth as on the ID, typed as month, day and year (spec section 5, Professional ID). */
export function DateOfBirthFields({ month, day, year, error, partErrors }: DateOfBirthFieldsProps) {
  const { t } = useTranslation('professionalSignup');
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{t('information.dateOfBirth')}</legend>
      <div className="grid grid-cols-3 gap-3">
        <TextField
          label={t('information.month')}
          inputMode="numeric"
          maxLength={2}
          autoComplete="bday-month"
          error={partErrors.month}
          {...month}
        />
        <TextField label={t('information.day')} inputMode="numeric" maxLength={2} autoComplete="bday-day" error={partErrors.day} {...day} />
        <TextField
          label={t('information.year')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="bday-year"
          error={partErrors.year}
          {...year}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
