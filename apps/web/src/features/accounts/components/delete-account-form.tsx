import type { TAccount } from '@app/shared/accounts/account.schema';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { MESSAGES } from '@app/shared/messages/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { resetClientState } from '../../../lib/session/reset-client-state';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useDeleteAccount } from '../api/delete-account';
import { ZDeleteAccountForm } from '../forms/password-forms';
import { PasswordField } from './password-field';

/**
 * Deleting the account: the person types their email (and password, when the account has one),
 * confirms in the yes/no popup, and is then signed out and sent home.
 */
export function DeleteAccountForm({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(ZDeleteAccountForm, {
    defaultValues: account.hasPassword ? { confirmEmail: '', password: '' } : { confirmEmail: '' },
  });
  const fieldError = useFieldErrors(form);
  const remove = useDeleteAccount();
  const [serverError, setServerError] = useState('');

  const deleteNow = async (confirmEmail: string, password: string | undefined) => {
    try {
      await remove.mutateAsync({ confirmEmail, ...(password === undefined ? {} : { password: encodePassword(password) }) });
      resetClientState({ queryClient, goodbye: t('settings.delete.done') });
      void navigate('/');
    } catch (error) {
      usePopupStore.getState().close();
      const message = applyServerErrors(form, error);
      if (message === MESSAGES.incorrectPassword) form.setError('password', { type: 'server', message }, { shouldFocus: true });
      else if (message === MESSAGES.emailDoesNotMatchAccount)
        form.setError('confirmEmail', { type: 'server', message }, { shouldFocus: true });
      else setServerError(message || MESSAGES.somethingWentWrong);
    }
  };

  const onSubmit = form.handleSubmit(({ confirmEmail, password }) => {
    setServerError('');
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('settings.delete.confirmTitle'),
        body: t('settings.delete.confirmBody'),
        onConfirm: () => deleteNow(confirmEmail, password),
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <FormAlert message={serverError} />
      <TextField
        type="email"
        label={t('settings.delete.typeEmail', { email: account.email })}
        autoComplete="off"
        error={fieldError('confirmEmail')}
        {...form.register('confirmEmail')}
      />
      {account.hasPassword && (
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={fieldError('password')}
          {...form.register('password')}
        />
      )}
      <Button type="submit" className="self-start">
        {t('settings.delete.submit')}
      </Button>
    </form>
  );
}
