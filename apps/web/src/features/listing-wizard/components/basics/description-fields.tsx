import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../../../ui/field';
import { useWizard } from '../../wizard-context';

/** Title and description (listings and communities). */
export function DescriptionFields() {
  const { t } = useTranslation('listingWizard');
  const { register } = useFormContext();
  const { errorFor } = useWizard();
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.description')}</legend>
      <TextField label={t('basics.title')} maxLength={120} error={errorFor('title')} {...register('title')} />
      <TextArea label={t('basics.description')} maxLength={8000} error={errorFor('description')} {...register('description')} />
    </fieldset>
  );
}
