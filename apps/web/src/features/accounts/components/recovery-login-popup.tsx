import { encodePassword } from '@app/shared/accounts/password-transport';
import { MESSAGES } from '@app/shared/messages/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/form-alert';
import { useRecoveryPassword } from '../api/recovery-password';
import { ZRecoveryForm } from '../forms/password-forms';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { NewPasswordFields } from './new-password-fields';

/**
 * The recovery-login view (spec section 4): after logging in with a mailed temporary password
 * the person chooses a new one, and is then signed in as after any login.
 */
export function RecoveryLoginPopup() {
  const { t } = useTranslation('accounts');
  const close = usePopupStore((state) => state.close);
  const form = useZodForm(ZRecoveryForm, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const fieldError = useFieldErrors(form);
  const recover = useRecoveryPassword();
  const finish = useFinishSignIn();
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setServerError('');
    try {
      const account = await recover.mutateAsync({ newPassword: encodePassword(newPassword) });
      finish(t('login.welcomeBack', { firstName: account.name.firstName }));
    } catch (error) {
      setServerError(applyServerErrors(form, error) || MESSAGES.somethingWentWrong);
    }
  });

  return (
    <Dialog open size="sm" title={t('recovery.title')} onClose={close}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('recovery.intro')}</p>
        <FormAlert message={serverError} />
        <NewPasswordFields
          value={form.watch('newPassword')}
          password={{ error: fieldError('newPassword'), ...form.register('newPassword') }}
          confirm={{ error: fieldError('confirmPassword'), ...form.register('confirmPassword') }}
        />
        <Button type="submit" loading={recover.isPending}>
          {t('recovery.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
