import { MESSAGES } from '@app/shared/messages/messages';
import { ZPayoutMethodForm } from '@app/shared/validation/payout';
import { useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useAddPayoutMethod } from '../api/add-payout-method';

type TPayoutForm = z.input<typeof ZPayoutMethodForm>;
/** Input keys of either kind of account. */
type AnyKey<T> = T extends unknown ? keyof T : never;
/**
 * The form holds the fields of both kinds of account, so switching between a US account and an
 * IBAN keeps what was typed; the shared schema sends only those of the chosen kind.
 */
export type TPayoutFormValues = { [K in AnyKey<TPayoutForm>]: string };
const payoutSchema = ZPayoutMethodForm as unknown as z.ZodType<z.output<typeof ZPayoutMethodForm>, TPayoutFormValues>;

const EMPTY_PAYOUT: TPayoutFormValues = {
  kind: 'us',
  name: '',
  holderName: '',
  iban: '',
  confirmIban: '',
  bic: '',
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
 * The payout method form, checked with the shared ZPayoutMethodForm (the account number or IBAN
 * typed twice). A failure keeps the input, with field messages on their fields; success empties it.
 */
export function usePayoutMethodForm() {
  const { t } = useTranslation('wallet');
  const form = useZodForm(payoutSchema, { defaultValues: EMPTY_PAYOUT });
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
