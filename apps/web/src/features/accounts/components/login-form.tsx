import { encodePassword } from '@app/shared/accounts/password-transport';
import { MESSAGES } from '@app/shared/messages/messages';
import { ZLoginForm } from '@app/shared/validation/auth-forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useLogIn } from '../api/log-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { LinkButton } from './link-button';
import { PasswordField } from './password-field';

/**
 * The login form (spec sections 2, 4 and 5): invalid unless a valid email and a password are
 * given. Sends the email lowercased as username and the password base64. A wrong password
 * shows 'Incorrect email/password' and, under the password, 'Incorrect username/password'.
 */
export function LoginForm() {
  const { t } = useTranslation('accounts');
  const form = useZodForm(ZLoginForm, { defaultValues: { email: '', password: '' } });
  const fieldError = useFieldErrors(form);
  const logIn = useLogIn();
  const finish = useFinishSignIn();
  const switchTo = usePopupStore((state) => state.switchTo);
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setServerError('');
    try {
      const reply = await logIn.mutateAsync({ username: email, password: encodePassword(password) });
      form.setValue('password', '');
      if (reply.message === 'temp') switchTo('recoveryLogin');
      else finish(t('login.welcomeBack', { firstName: reply.userObj.name.firstName }));
    } catch (error) {
      form.setValue('password', '');
      setServerError(error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong);
      if (error instanceof ApiError && error.status === 401) {
        form.setError('password', { type: 'server', message: MESSAGES.incorrectUsernamePassword }, { shouldFocus: true });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert message={serverError} />
      <TextField type="email" label={t('fields.email')} autoComplete="email" error={fieldError('email')} {...form.register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={fieldError('password')}
        {...form.register('password')}
      />
      <LinkButton className="self-end text-sm" onClick={() => switchTo('forgotPassword')}>
        {t('login.forgot')}
      </LinkButton>
      <Button type="submit" loading={logIn.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
