import { MESSAGES } from '@app/shared/messages/messages';
import { ZPayoutMethodForm } from '@app/shared/validation/payout';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useAddPayoutMethod } from '../api/add-payout-method';

type TPayoutFormValues = z.input<typeof ZPayoutMethodForm>;

const EMPTY_PAYOUT: TPayoutFormValues = {
  name: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: 'checking',
  routingNumber: '',
  address: '',
  apt: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'us',
};

/**
 * The payout method form, checked with the shared ZPayoutMethodForm (the account number typed
 * twice). A failure keeps the input, with field messages on their fields; success empties it.
 */
export function usePayoutMethodForm() {
  const { t } = useTranslation('wallet');
  const form = useZodForm(ZPayoutMethodForm, { defaultValues: EMPTY_PAYOUT });
  const fieldError = useFieldErrors(form);
  const add = useAddPayoutMethod();
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      await add.mutateAsync(values);
      form.reset(EMPTY_PAYOUT);
      snackbar.success(t('payout.added'));
    } catch (error) {
      setServerError(applyServerErrors(form, error) || MESSAGES.somethingWentWrong);
    }
  });

  return { form, fieldError, onSubmit, serverError, saving: add.isPending };
}

export type PayoutMethodFormState = ReturnType<typeof usePayoutMethodForm>;
