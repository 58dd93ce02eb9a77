import type { TPayment } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatProductLine } from '../../../lib/format/format-product-line';
import { cardLabel } from '../../../ui/payment-card/card-label';
import { PaymentStatusBadge } from './payment-status-badge';

/** One payment of the history: date, description, amount, state, card and its receipt. */
export function PaymentRow({ payment }: { payment: TPayment }) {
  const { t } = useTranslation(['wallet', 'payments']);
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const description = useFormatProductLine()(payment);
  const date = formatDay(payment.createdAt);
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-ink">{description}</p>
        <p className="text-sm text-muted">
          <time dateTime={payment.createdAt}>{date}</time>
          {payment.card && <> · {cardLabel(payment.card)}</>}
          {!payment.card && payment.method !== 'card' && <> · {t(`payments:methods.${payment.method}`)}</>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums text-ink">{formatMoney(payment.amount)}</span>
        <PaymentStatusBadge status={payment.status} />
        {payment.refunded.amount > 0 && (
          <span className="text-sm text-muted">{t('history.refundedAmount', { amount: formatMoney(payment.refunded) })}</span>
        )}
        {payment.receiptNumber && (
          <Link
            to={`/dashboard/wallet/receipts/${payment._id}`}
            className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
          >
            {t('history.viewReceipt')}
            <span className="sr-only">: {t('history.receiptFor', { description, date })}</span>
          </Link>
        )}
      </div>
    </li>
  );
}
