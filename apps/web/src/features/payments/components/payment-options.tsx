import { MESSAGES } from '@app/shared/messages/messages';
import type { TCheckout, TPaymentProgress, TSavedCard } from '@app/shared/payments/payments.schema';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { CardForm } from '../../../ui/payment-card/card-form';
import { usePayCheckout, type TPaymentResult } from '../hooks/use-pay-checkout';
import { ZNewCardPayment } from '../new-card-payment';
import { PaymentFailedAlert } from './payment-failed-alert';
import { WalletPayment } from './wallet-payment';
import { initialChoice, NEW_CARD, PaymentMethodChoice } from '../../../ui/payment-card/payment-method-choice';
import { useWalletChoices } from '../../../ui/payment-card/use-wallet-choices';

type PaymentOptionsProps = {
  checkout: TCheckout;
  cards: TSavedCard[];
  onPaid(result: TPaymentResult): void;
  /** A wallet payment started and now waits for the payer (WeChat Pay's code). */
  onWaiting(progress: TPaymentProgress): void;
};

/**
 * Pay with a saved card (the default preselected), a new card (the wallet's card form, with
 * "Save this card to my wallet"), or Alipay, WeChat Pay or PayPal where they take the checkout's
 * currency (preselected when the link names it: ?method=); the Pay button shows the amount and is busy while paying.
 */
export function PaymentOptions({ checkout, cards, onPaid, onWaiting }: PaymentOptionsProps) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const { pay, paying } = usePayCheckout(checkout._id, onPaid);
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const others = useWalletChoices(checkout.amount.currency);
  // The way to pay chosen before coming here (the offer's Send panel links with ?method=alipay).
  const preferred = useSearchParams()[0].get('method');
  const choice = picked ?? others.find((other) => other.value === preferred)?.value ?? initialChoice(cards);
  const payLabel = t('checkout.pay', { amount: formatMoney(checkout.amount) });
  const wallet = others.find((other) => other.value === choice)?.value;

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
        others={others}
        onChange={(value) => {
          setPicked(value);
          setFailure('');
        }}
      />
      {wallet ? (
        <WalletPayment key={wallet} checkout={checkout} method={wallet} onWaiting={onWaiting} />
      ) : choice === NEW_CARD ? (
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
