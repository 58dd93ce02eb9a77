import { MESSAGES } from '@app/shared/messages/messages';
import { useState } from 'react';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';

/**
 * What the content forms share: a form driven by the shared schema that sends once valid,
 * turns into a sent confirmation on success, and can be emptied to send another. On failure
 * the server's field messages go on the fields and its overall message is kept to show; the
 * typed values are left untouched so nothing has to be typed again.
 */
export function useSendForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'>,
  send: (values: TOut) => Promise<unknown>,
) {
  const form = useZodForm(schema, options);
  const fieldError = useFieldErrors(form);
  const [serverError, setServerError] = useState('');
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      await send(values);
      setSent(true);
    } catch (error) {
      setServerError(applyServerErrors(form as unknown as UseFormReturn<TIn, unknown, FieldValues>, error) || MESSAGES.somethingWentWrong);
    }
  });

  const sendAnother = () => {
    form.reset();
    setServerError('');
    setSent(false);
  };

  return { form, fieldError, onSubmit, serverError, sent, sendAnother, sending: form.formState.isSubmitting };
}

/** The part of useSendForm that SendForm draws: submitting, sending, the failure and the sent state. */
export type SendFormState = Pick<ReturnType<typeof useSendForm>, 'onSubmit' | 'serverError' | 'sent' | 'sendAnother' | 'sending'>;
