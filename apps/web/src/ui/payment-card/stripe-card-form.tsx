import { MESSAGES } from '@app/shared/messages/messages';
import { ZCardBilling } from '@app/shared/validation/card';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../lib/forms/use-zod-form';
import { Button } from '../button';
import { Checkbox } from '../field';
import type { CardFormState, TTokenCardFormOutput } from './use-card-form';
import { CardFields } from './card-fields';
import { FocusedFormAlert } from '../focused-form-alert';

const ZStripeCardForm = ZCardBilling.safeExtend({ makeDefault: z.boolean().optional(), saveCard: z.boolean().optional() });
type TStripeCardFormValues = z.input<typeof ZStripeCardForm>;
const EMPTY: TStripeCardFormValues = {
  cardholderName: '',
  street: '',
  apt: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'us',
  makeDefault: false,
  saveCard: false,
};

/** Stripe.js in our four languages. */
const STRIPE_LOCALES: Record<string, StripeElementLocale> = { 'en-us': 'en', es: 'es', 'zh-Hans': 'zh', 'zh-Hant': 'zh-TW' };

const stripes = new Map<string, Promise<Stripe | null>>();
/** Stripe.js, loaded from Stripe once per publishable key. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

type StripeCardFormProps = {
  publishableKey: string;
  flag: 'makeDefault' | 'saveCard';
  flagLabel: string;
  submitLabel: string;
  onSubmit(values: TTokenCardFormOutput): Promise<unknown>;
  renderError?(message: string): ReactNode;
};

/**
 * The card form when Stripe is the processor: the card itself goes into Stripe's own field
 * (an iframe served by Stripe), which turns it into a PaymentMethod; only that id and the billing
 * address are sent to our server.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const { i18n } = useTranslation();
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ locale: STRIPE_LOCALES[i18n.language] ?? 'auto' }}>
      <StripeCardFormFields {...props} />
    </Elements>
  );
}

function StripeCardFormFields({ flag, flagLabel, submitLabel, onSubmit, renderError }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const { t } = useTranslation('wallet');
  const stripe = useStripe();
  const elements = useElements();
  const form = useZodForm(ZStripeCardForm, { defaultValues: EMPTY });
  const fieldError = useFieldErrors(form);
  const [serverError, setServerError] = useState('');

  const submit = form.handleSubmit(async (values) => {
    setServerError('');
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return setServerError(MESSAGES.somethingWentWrong);
    const address = {
      line1: values.street,
      line2: values.apt || undefined,
      city: values.city,
      state: values.state,
      postal_code: values.postalCode,
      country: values.country.toUpperCase(),
    };
    const { paymentMethod, error } = await stripe.createPaymentMethod({
      type: 'card',
      card,
      billing_details: { name: values.cardholderName, address },
    });
    // Stripe's own message, in the reader's language (the field shows it too).
    if (error || !paymentMethod) return setServerError(error?.message ?? MESSAGES.invalidCard);
    try {
      // Only this form's own choice goes with the card: the server's Stripe card form is strict.
      const { makeDefault, saveCard, ...billing } = values;
      await onSubmit({ ...billing, paymentMethodId: paymentMethod.id, ...(flag === 'makeDefault' ? { makeDefault } : { saveCard }) });
      form.reset(EMPTY);
      card.clear();
    } catch (err) {
      setServerError(applyServerErrors(form, err) || MESSAGES.somethingWentWrong);
    }
  });

  const cardInputs = (
    <div className="sm:col-span-2 flex flex-col gap-1">
      <span className="text-sm font-medium text-ink">{t('cardForm.card')}</span>
      <CardElement options={{ hidePostalCode: true }} className="rounded-lg border border-line px-3 py-3" />
    </div>
  );
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {/* The billing fields are the card form's, on this form's values (the card's own fields are Stripe's). */}
      <CardFields
        form={form as unknown as CardFormState['form']}
        fieldError={fieldError as CardFormState['fieldError']}
        cardInputs={cardInputs}
      />
      <Checkbox label={flagLabel} {...form.register(flag)} />
      {renderError ? renderError(serverError) : <FocusedFormAlert message={serverError} />}
      <Button type="submit" loading={form.formState.isSubmitting} disabled={!stripe} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
