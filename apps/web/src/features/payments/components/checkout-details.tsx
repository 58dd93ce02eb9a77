import type { TCheckout, TPaymentProgress } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useReceipt } from '../api/get-receipt';
import type { TPaymentResult } from '../hooks/use-pay-checkout';
import { CheckoutClosed } from './checkout-closed';
import { CheckoutSummary, type CouponFieldSlot } from './checkout-summary';
import { PaidReceipt } from './paid-receipt';
import { PaymentSection } from './payment-section';

/** A checkout that was paid before: its receipt. */
function PaidBefore({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation('payments');
  const receipt = useReceipt(paymentId);
  return (
    <QueryStatus query={receipt} loading={t('receipt.loading')}>
      {(data) => <PaidReceipt receipt={data} paidNow={false} />}
    </QueryStatus>
  );
}

type CheckoutDetailsProps = {
  checkout: TCheckout;
  couponField?: CouponFieldSlot | undefined;
  onPaid(result: TPaymentResult): void;
  onWaiting(progress: TPaymentProgress): void;
};

/** A checkout as it stands: open (what is bought, then payment), paid (its receipt), or closed. */
export function CheckoutDetails({ checkout, couponField, onPaid, onWaiting }: CheckoutDetailsProps) {
  if (checkout.status === 'expired' || checkout.status === 'cancelled') return <CheckoutClosed status={checkout.status} />;
  if (checkout.status === 'paid')
    return checkout.paymentId ? <PaidBefore paymentId={checkout.paymentId} /> : <CheckoutSummary checkout={checkout} />;
  return (
    <div className="flex flex-col gap-8">
      <CheckoutSummary checkout={checkout} couponField={couponField} />
      <PaymentSection checkout={checkout} onPaid={onPaid} onWaiting={onWaiting} />
    </div>
  );
}
