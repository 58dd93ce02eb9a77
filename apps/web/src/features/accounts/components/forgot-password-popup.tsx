import { MESSAGES } from '@app/shared/messages/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useForgotPassword } from '../api/forgot-password';
import { ZForgotPasswordForm } from '../forms/password-forms';
import { LinkButton } from './link-button';
import { TemporaryPasswordSent } from './temporary-password-sent';

/** The forgot-password view of the login popup: an email, then "check your inbox for a temporary password". */
export function ForgotPasswordPopup() {
  const { t, i18n } = useTranslation('accounts');
  const { close, switchTo } = usePopupStore();
  const form = useZodForm(ZForgotPasswordForm, { defaultValues: { email: '' } });
  const fieldError = useFieldErrors(form);
  const request = useForgotPassword();
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError('');
    try {
      await request.mutateAsync({ email, locale: currentLocaleId(i18n) });
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong);
    }
  });

  const backToLogin = <LinkButton onClick={() => switchTo('login')}>{t('forgot.backToLogin')}</LinkButton>;
  return (
    <Dialog open size="sm" title={t('forgot.title')} onClose={close}>
      {request.isSuccess ? (
        <div className="flex flex-col items-start gap-4">
          <TemporaryPasswordSent email={request.variables.email} />
          {backToLogin}
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('forgot.intro')}</p>
          <FormAlert message={serverError} />
          <TextField type="email" label={t('fields.email')} autoComplete="email" error={fieldError('email')} {...form.register('email')} />
          <Button type="submit" loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
          <p className="text-center text-sm">{backToLogin}</p>
        </form>
      )}
    </Dialog>
  );
}
