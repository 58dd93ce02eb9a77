import { encodePassword } from '@app/shared/accounts/password-transport';
import { MESSAGES } from '@app/shared/messages/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useChangePassword } from '../api/change-password';
import { ZChangePasswordForm } from '../forms/password-forms';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: 'Incorrect Password' lands on the current-password field. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const form = useZodForm(ZChangePasswordForm, { defaultValues: EMPTY });
  const fieldError = useFieldErrors(form);
  const change = useChangePassword();
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError('');
    try {
      await change.mutateAsync({ currentPassword: encodePassword(currentPassword), newPassword: encodePassword(newPassword) });
      form.reset(EMPTY);
      snackbar.success(t('settings.password.changed'));
    } catch (error) {
      const message = applyServerErrors(form, error);
      if (message === MESSAGES.incorrectPassword) {
        form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      } else {
        setServerError(message || MESSAGES.somethingWentWrong);
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <FormAlert message={serverError} />
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={fieldError('currentPassword')}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        value={form.watch('newPassword')}
        password={{ error: fieldError('newPassword'), ...form.register('newPassword') }}
        confirm={{ error: fieldError('confirmPassword'), ...form.register('confirmPassword') }}
      />
      <Button type="submit" loading={change.isPending} className="self-start">
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}
