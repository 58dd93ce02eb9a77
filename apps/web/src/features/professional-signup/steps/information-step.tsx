import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import { PROFESSIONAL_DOCUMENT_KINDS, MAX_DOCUMENTS_PER_KIND } from '@app/shared/professionals/profile.schema';
import type { TProfessionalDocument } from '@app/shared/professionals/profile-views.schema';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/forms/use-zod-form';
import { useProfileOptions } from '../../../lib/forms/use-profile-options';
import { SelectField, TextField } from '../../../ui/field';
import { PrivateFiles } from '../../../ui/uploader/private-files';
import { CredentialsField } from '../components/credentials-field';
import { DateOfBirthFields } from '../components/date-of-birth-fields';
import { LanguageChoices } from '../components/language-choices';
import type { TInformationStepForm } from '../hooks/use-signup-forms';
import { WordCountedTextArea } from '../../../ui/word-counted-text-area';

type InformationStepProps = { step: TInformationStepForm; documents: readonly TProfessionalDocument[] };

const LEGEND = 'mb-3 text-lg font-semibold text-ink';

/**
 * Step 1, Your information: the profession (the spec's full list), the government ID, the
 * professional licence, trade membership, credentials, about me, spoken languages and the
 * private documents (an ID and the licence required, E&O insurance optional).
 */
export function InformationStep({ step, documents }: InformationStepProps) {
  const { t } = useTranslation('professionalSignup');
  const { form } = step;
  const fieldError = useFieldErrors(form);
  const options = useProfileOptions();
  const stored = Object.fromEntries(documents.map((document) => [document.mediaId, document]));
  return (
    <div className="flex flex-col gap-8">
      <SelectField label={t('information.profession')} error={fieldError('profession')} {...form.register('profession')}>
        <option value="">{t('information.chooseProfession')}</option>
        {options.professions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>

      <fieldset>
        <legend className={LEGEND}>{t('information.governmentId')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('information.firstName')}
            autoComplete="given-name"
            error={fieldError('governmentId.firstName')}
            {...form.register('governmentId.firstName')}
          />
          <TextField
            label={t('information.lastName')}
            autoComplete="family-name"
            error={fieldError('governmentId.lastName')}
            {...form.register('governmentId.lastName')}
          />
          <TextField
            label={t('information.idNumber')}
            error={fieldError('governmentId.idNumber')}
            {...form.register('governmentId.idNumber')}
          />
          <TextField
            type="date"
            label={t('information.idExpiration')}
            error={fieldError('governmentId.expiration')}
            {...form.register('governmentId.expiration')}
          />
          <div className="sm:col-span-2">
            <DateOfBirthFields
              month={form.register('governmentId.dateOfBirth.month')}
              day={form.register('governmentId.dateOfBirth.day')}
              year={form.register('governmentId.dateOfBirth.year')}
              error={fieldError('governmentId.dateOfBirth')}
              partErrors={{
                month: fieldError('governmentId.dateOfBirth.month'),
                day: fieldError('governmentId.dateOfBirth.day'),
                year: fieldError('governmentId.dateOfBirth.year'),
              }}
            />
          </div>
        </div>
      </fieldset>

      <fieldset>
        <legend className={LEGEND}>{t('information.professionalLicense')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('information.licenseNumber')}
            error={fieldError('professionalLicense.number')}
            {...form.register('professionalLicense.number')}
          />
          <TextField
            type="date"
            label={t('information.licenseExpiration')}
            error={fieldError('professionalLicense.expiration')}
            {...form.register('professionalLicense.expiration')}
          />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className={LEGEND}>{t('information.aboutYou')}</legend>
        <TextField label={t('information.tradeMembership')} error={fieldError('tradeMembership')} {...form.register('tradeMembership')} />
        <Controller
          control={form.control}
          name="credentials"
          render={({ field, fieldState }) => (
            <CredentialsField
              value={field.value ?? []}
              error={
                fieldError('credentials') ??
                (fieldState.error ? firstItemError((index) => fieldError(`credentials.${index}`), field.value?.length ?? 0) : undefined)
              }
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="aboutMe"
          render={({ field }) => (
            <WordCountedTextArea
              label={t('information.aboutMe')}
              maxWords={FIELD_LIMITS.aboutMeMaxWords}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              error={fieldError('aboutMe')}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <LanguageChoices field={form.register('spokenLanguages')} error={fieldError('spokenLanguages')} />
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className={LEGEND}>{t('information.documents')}</legend>
        <p className="text-sm text-muted">{t('information.documentsPrivate')}</p>
        {PROFESSIONAL_DOCUMENT_KINDS.map((kind) => (
          <Controller
            key={kind}
            control={form.control}
            name={`documents.${kind}`}
            render={({ field }) => (
              <PrivateFiles
                label={t(`information.documentKinds.${kind}`)}
                hint={t(kind === 'eoInsurance' ? 'information.documentOptionalHint' : 'information.documentRequiredHint')}
                ids={field.value ?? []}
                container="professional"
                max={MAX_DOCUMENTS_PER_KIND}
                hrefFor={(id) => stored[id]?.url}
                storedNames={Object.fromEntries(documents.map((document) => [document.mediaId, document.name]))}
                onChange={(ids) => {
                  field.onChange(ids);
                  field.onBlur();
                }}
                // The server names a refused file by its place ('documents.governmentId.0').
                error={
                  fieldError(`documents.${kind}`) ??
                  firstItemError((index) => fieldError(`documents.${kind}.${index}`), field.value?.length ?? 0)
                }
              />
            )}
          />
        ))}
      </fieldset>
    </div>
  );
}

/** The message of a list's first item that breaks a rule (each credential, each file is checked on its own). */
function firstItemError(errorAt: (index: number) => string | undefined, count: number): string | undefined {
  for (let index = 0; index < count; index += 1) {
    const message = errorAt(index);
    if (message) return message;
  }
  return undefined;
}
