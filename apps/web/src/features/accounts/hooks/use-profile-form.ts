import type { TAccount } from '@app/shared/accounts/account.schema';
import { ZUpdateAccountRequest } from '@app/shared/accounts/account-update.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useUpdateAccount } from '../../../lib/session/update-account';
import { toProfileFormValues } from '../forms/profile-form';

/**
 * Edit Profile's form, checked with PUT /account's own schema. Saving puts the server's reply
 * in the form; a failure leaves the input as typed, with field messages on their fields.
 */
export function useProfileForm(account: TAccount) {
  const { t } = useTranslation('accounts');
  const form = useZodForm(ZUpdateAccountRequest, { defaultValues: toProfileFormValues(account) });
  const fieldError = useFieldErrors(form);
  const update = useUpdateAccount();
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toProfileFormValues(saved));
      snackbar.success(t('profile.saved'));
    } catch (error) {
      setServerError(applyServerErrors(form, error) || MESSAGES.somethingWentWrong);
    }
  });

  return { form, fieldError, onSubmit, serverError, saving: update.isPending };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
