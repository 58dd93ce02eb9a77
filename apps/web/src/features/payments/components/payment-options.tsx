import { MESSAGES } from '@app/shared/messages/messages';
import type { TCheckout, TSavedCard } from '@app/shared/payments/payments.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { CardForm } from '../../../ui/payment-card/card-form';
import { usePayCheckout, type TPaymentResult } from '../hooks/use-pay-checkout';
import { ZNewCardPayment } from '../new-card-payment';
import { PaymentFailedAlert } from './payment-failed-alert';
import { initialChoice, NEW_CARD, PaymentMethodChoice } from '../../../ui/payment-card/payment-method-choice';

type PaymentOptionsProps = { checkout: TCheckout; cards: TSavedCard[]; onPaid(result: TPaymentResult): void };

/**
 * Pay with a saved card (the default preselected) or a new card (the wallet's card form, with
 * "Save this card to my wallet"); the Pay button shows the amount and is busy while paying.
 */
export function PaymentOptions({ checkout, cards, onPaid }: PaymentOptionsProps) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const { pay, paying } = usePayCheckout(checkout._id, onPaid);
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const choice = picked ?? initialChoice(cards);
  const payLabel = t('checkout.pay', { amount: formatMoney(checkout.amount) });

  const payWithSavedCard = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    try {
      await pay({ cardId: choice });
    } catch (error) {
      setFailure((error instanceof Error && error.message) || MESSAGES.somethingWentWrong);
    }
  };

  return (
    <>
      <PaymentMethodChoice
        cards={cards}
        legend={t('checkout.payWith')}
        newCardLabel={t('checkout.newCard')}
        value={choice}
        onChange={(value) => {
          setPicked(value);
          setFailure('');
        }}
      />
      {choice === NEW_CARD ? (
        <CardForm
          schema={ZNewCardPayment}
          flag="saveCard"
          flagLabel={t('checkout.saveCard')}
          submitLabel={payLabel}
          onSubmit={({ saveCard, makeDefault: _makeDefault, ...card }) =>
            pay('paymentMethodId' in card ? { card, saveCard: Boolean(saveCard) } : { card, saveCard: Boolean(saveCard) })
          }
          renderError={(message) => <PaymentFailedAlert message={message} />}
        />
      ) : (
        <form noValidate onSubmit={payWithSavedCard} className="flex flex-col gap-4">
          <PaymentFailedAlert message={failure} />
          <Button type="submit" loading={paying} className="self-start">
            {payLabel}
          </Button>
        </form>
      )}
    </>
  );
}
