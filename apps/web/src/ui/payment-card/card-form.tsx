import type { ReactNode } from 'react';
import { Button } from '../button';
import { Checkbox } from '../field';
import { usePaymentProvider } from '../../lib/payments/get-payment-provider';
import { useCardForm, type CardFormSchema, type TCardFormOutput, type TTokenCardFormOutput } from './use-card-form';
import { CardFields } from './card-fields';
import { FocusedFormAlert } from '../focused-form-alert';
import { StripeCardForm } from './stripe-card-form';

type CardFormProps = {
  /** The shared schema the form is checked with (ZAddCardRequest in the wallet). */
  schema: CardFormSchema;
  /** The choice under the card: make it the default card, or save it to the wallet. */
  flag: 'makeDefault' | 'saveCard';
  flagLabel: string;
  submitLabel: string;
  /** Sends the card (with Stripe: the PaymentMethod Stripe.js made); a thrown ApiError is shown on the form with the input kept. */
  onSubmit(values: TCardFormOutput | TTokenCardFormOutput): Promise<unknown>;
  /** How an overall failure is shown (checkout: 'Payment Failed'); a focused form alert by default. */
  renderError?(message: string): ReactNode;
};

/**
 * The one card form: adding a card in the wallet and paying with a new card at checkout. With
 * Stripe as the processor, Stripe's own card field takes the card (StripeCardForm); with the
 * embedded demo processor, ours does.
 */
export function CardForm(props: CardFormProps) {
  const provider = usePaymentProvider().data;
  if (provider?.provider === 'stripe' && provider.publishableKey)
    return <StripeCardForm publishableKey={provider.publishableKey} {...props} />;
  return <DemoCardForm {...props} />;
}

function DemoCardForm({ schema, flag, flagLabel, submitLabel, onSubmit, renderError }: CardFormProps) {
  const { form, fieldError, onSubmit: submit, serverError, submitting } = useCardForm(schema, onSubmit);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <CardFields form={form} fieldError={fieldError} />
      <Checkbox label={flagLabel} {...form.register(flag)} />
      {renderError ? renderError(serverError) : <FocusedFormAlert message={serverError} />}
      <Button type="submit" loading={submitting} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
