import type { TCheckout, TPaymentProgress } from '@app/shared/payments/payments.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/spinner';
import { useCards } from '../../../lib/payments/get-cards';
import { AcceptedMethodsNote } from '../../../ui/payment-card/accepted-methods-note';
import type { TPaymentResult } from '../hooks/use-pay-checkout';
import { AmountDue } from './amount-due';
import { PaymentOptions } from './payment-options';

type PaymentSectionProps = { checkout: TCheckout; onPaid(result: TPaymentResult): void; onWaiting(progress: TPaymentProgress): void };

/** Payment: once the saved cards are known (none if they cannot be loaded), the ways to pay. */
export function PaymentSection({ checkout, onPaid, onWaiting }: PaymentSectionProps) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  const cards = useCards();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('checkout.payment')}
      </h2>
      <AmountDue checkout={checkout} />
      {cards.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('checkout.loadingCards')}
        </p>
      ) : (
        <PaymentOptions checkout={checkout} cards={cards.data ?? []} onPaid={onPaid} onWaiting={onWaiting} />
      )}
      <AcceptedMethodsNote />
    </section>
  );
}
