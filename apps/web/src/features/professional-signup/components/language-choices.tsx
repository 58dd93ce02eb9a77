import { PROFILE_LANGUAGES } from '@app/shared/reference/languages';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type LanguageChoicesProps = { field: UseFormRegisterReturn; error: string | undefined };

/** Spoken languages: one checkbox per language of the profile list, at least one ('Select at least one item'). */
export function LanguageChoices({ field, error }: LanguageChoicesProps) {
  const { t } = useTranslation(['professionalSignup', 'accounts']);
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{t('information.spokenLanguages')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {PROFILE_LANGUAGES.map((language) => (
          <label key={language.code} className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input type="checkbox" value={language.code} aria-invalid={Boolean(error)} className="h-5 w-5 accent-primary" {...field} />
            {t(`accounts:languages.${language.code}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
