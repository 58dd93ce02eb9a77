import type { ErrorCode } from '@app/shared/errors/error-codes';
import { MESSAGES } from '@app/shared/messages/messages';
import type { ZCardBilling, ZCardForm } from '@app/shared/validation/card';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api/api-client';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../lib/forms/use-zod-form';

/** The card form's choice next to the card: make it the default (wallet) or save it (checkout). */
type CardFormFlags = { makeDefault?: boolean | undefined; saveCard?: boolean | undefined };
export type TCardFormValues = z.input<typeof ZCardForm> & CardFormFlags;
export type TCardFormOutput = z.output<typeof ZCardForm> & CardFormFlags;
/** What the Stripe card form sends: the billing details and the PaymentMethod Stripe.js made. */
export type TTokenCardFormOutput = z.output<typeof ZCardBilling> & CardFormFlags & { paymentMethodId: string };
/** A schema for the card form: the shared ZAddCardRequest, or the card plus "save this card". */
export type CardFormSchema = z.ZodType<TCardFormOutput, TCardFormValues>;

/** The card itself was refused (402, or 'Invalid Card' whatever its status): its security code is asked for again. */
const REFUSED: readonly ErrorCode[] = ['COULD_NOT_ADD_CARD', 'INVALID_CARD', 'PAYMENT_NOT_COMPLETED', 'PAYMENT_FAILED'];
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 402 || (REFUSED as readonly string[]).includes(error.code));

const EMPTY_CARD: TCardFormValues = {
  cardholderName: '',
  number: '',
  expiry: '',
  securityCode: '',
  street: '',
  apt: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'us',
  makeDefault: false,
  saveCard: false,
};

/**
 * The card form, checked with the shared schema before anything is sent. A failure keeps every
 * typed field, puts field messages on their fields, and returns the overall message; a card the
 * server refused also empties the security code, which is asked for again. Success empties
 * the form.
 */
export function useCardForm(schema: CardFormSchema, submit: (values: TCardFormOutput) => Promise<unknown>) {
  const form = useZodForm(schema, { defaultValues: EMPTY_CARD });
  const fieldError = useFieldErrors(form);
  const [serverError, setServerError] = useState('');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError('');
    try {
      await submit(values);
      form.reset(EMPTY_CARD);
    } catch (error) {
      const message = applyServerErrors(form, error);
      const [firstField] = Object.keys(error instanceof ApiError ? (error.fields ?? {}) : {});
      if (isRefusal(error)) form.setValue('securityCode', '');
      else if (firstField) form.setFocus(firstField as Path<TCardFormValues>);
      setServerError(message || MESSAGES.somethingWentWrong);
    }
  });

  return { form, fieldError, onSubmit, serverError, submitting: form.formState.isSubmitting };
}

export type CardFormState = ReturnType<typeof useCardForm>;
