import type { TAdminPaymentDetail } from '@app/shared/admin/admin-payments.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { useAdminPayment } from '../api/payments';
import { PaymentLedger } from '../components/payment-ledger';
import { RefundForm } from '../components/refund-form';

function PaymentFacts({ payment }: { payment: TAdminPaymentDetail }) {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const facts: [string, string][] = [
    [t('payment.status'), t(`payments.statuses.${payment.status}`)],
    [t('payment.amount'), formatMoney(payment.amount)],
    [t('payment.refunded'), formatMoney(payment.refunded)],
    [t('payment.left'), formatMoney(payment.refundable)],
    [t('payment.payer'), `${payment.payerName} · ${payment.payerEmail}`],
    [t('payment.product'), payment.description],
    [t('payment.paidWith'), payment.card ? `${payment.card.brand} ···· ${payment.card.last4}` : t(`payment.methods.${payment.method}`)],
    [t('payment.processor'), [payment.provider, payment.providerChargeId].filter(Boolean).join(' · ')],
    [t('payment.when'), formatMoment(payment.createdAt)],
  ];
  if (payment.providerOwedBack)
    facts.push([t('payment.owedBack'), t('payment.owedBackValue', { amount: formatMoney(payment.providerOwedBack) })]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-4 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted">{term}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RefundList({ payment }: { payment: TAdminPaymentDetail }) {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('payment.refunds')}
      </h2>
      {payment.refunds.length === 0 ? (
        <p className="text-sm text-muted">{t('payment.noRefunds')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {payment.refunds.map((refund) => (
            <li key={refund._id} className="rounded-lg border border-line bg-white p-3 text-sm">
              <span className="font-semibold text-ink">{formatMoney(refund.amount)}</span> · {formatMoment(refund.at)} ·{' '}
              {t(refund.status === 'succeeded' ? 'payment.refundDone' : 'payment.refundPending')}
              <span className="block text-muted">
                {refund.byEmail ? t('payment.refundBy', { email: refund.byEmail }) : t('payment.refundBySystem')}
                {refund.reason ? ` · ${refund.reason}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/payments/{id}: one payment: what was paid, by whom, what is left to refund, the refund form, its refunds and ledger lines. */
export default function PaymentPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const payment = useAdminPayment(id);
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/payments" className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline">
          {t('payment.back')}
        </Link>
      </p>
      <AdminHeading
        title={payment.data?.receiptNumber ? t('payment.titleReceipt', { number: payment.data.receiptNumber }) : t('payment.title')}
      />
      <QueryStatus query={payment} loading={t('payment.loading')}>
        {(found) => (
          <div className="flex flex-col gap-6">
            <PaymentFacts payment={found} />
            <RefundForm payment={found} />
            <RefundList payment={found} />
            <PaymentLedger ledger={found.ledger} />
          </div>
        )}
      </QueryStatus>
    </>
  );
}
