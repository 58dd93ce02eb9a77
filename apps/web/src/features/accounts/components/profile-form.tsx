import type { TAccount } from '@app/shared/accounts/account.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useProfileForm } from '../hooks/use-profile-form';
import { PersonalFields, PreferenceFields } from './profile-fields';
import { SectionCard } from '../../../ui/section-card';

/** Edit Profile (spec section 3, profile fields): saved with PUT /account. */
export function ProfileForm({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  const { form, fieldError, onSubmit, serverError, saving } = useProfileForm(account);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormAlert message={serverError} />
      <SectionCard title={t('profile.personal')}>
        <TextField label={t('fields.email')} value={account.email} readOnly hint={t('profile.emailHint')} />
        <PersonalFields form={form} fieldError={fieldError} />
      </SectionCard>
      <SectionCard title={t('profile.preferences')}>
        <PreferenceFields form={form} fieldError={fieldError} />
      </SectionCard>
      <Button type="submit" loading={saving} className="self-start">
        {t('profile.save')}
      </Button>
    </form>
  );
}
