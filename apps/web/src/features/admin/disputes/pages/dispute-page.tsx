import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { useDispute } from '../api/disputes';
import { ResolveForm } from '../components/resolve-form';

/** /admin/disputes/{id}: the dispute, both parties, the order's log, the payment, and its resolution (or the form to resolve it). */
export default function DisputePage() {
  const { t } = useTranslation(['admin', 'orders']);
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const { id = '' } = useParams();
  const dispute = useDispute(id);
  const number = dispute.data?.orderNumber;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/disputes" className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline">
          {t('dispute.back')}
        </Link>
      </p>
      <AdminHeading title={number ? t('dispute.titleOrder', { number }) : t('dispute.title')} />
      <QueryStatus query={dispute} loading={t('dispute.loading')}>
        {(found) => (
          <div className="flex flex-col gap-6">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl border border-line bg-white p-4 text-sm sm:grid-cols-2">
              {(
                [
                  [t('dispute.status'), t(`dispute.statuses.${found.status}`)],
                  [
                    t('dispute.order'),
                    `${t(`orders:kinds.${found.kind}`)} · ${t(`orders:statuses.${found.orderStatus}`)} · ${formatMoney(found.price)}`,
                  ],
                  [t('dispute.customer'), `${found.customer.name} · ${found.customer.email}`],
                  [t('dispute.provider'), `${found.provider.name} · ${found.provider.email}`],
                  [t(`disputes.openedByLabel.${found.openedBy}`), `${formatMoment(found.openedAt)} · ${found.reason}`],
                  [t('payment.left'), formatMoney(found.refundable)],
                ] as const
              ).map(([term, value]) => (
                <div key={term}>
                  <dt className="text-muted">{term}</dt>
                  <dd className="whitespace-pre-line font-medium text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <p>
              <Link
                to={`/admin/payments/${found.paymentId}`}
                className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
              >
                {t('dispute.openPayment')}
              </Link>
            </p>
            {found.resolution ? (
              <section aria-labelledby="resolution-heading" className="rounded-2xl border border-line bg-white p-4 text-sm">
                <h2 id="resolution-heading" className="text-lg font-bold text-ink">
                  {t('dispute.resolutionTitle')}
                </h2>
                <p className="mt-2">
                  {found.resolution.refund
                    ? t('dispute.resolvedRefund', { amount: formatMoney(found.resolution.refund) })
                    : t('dispute.resolvedNoRefund')}
                </p>
                <p className="text-muted">
                  {formatMoment(found.resolution.at)}
                  {found.resolution.byEmail ? ` · ${found.resolution.byEmail}` : ''} · {found.resolution.reason}
                </p>
              </section>
            ) : (
              <ResolveForm dispute={found} />
            )}
            <section aria-labelledby="order-log-heading">
              <h2 id="order-log-heading" className="mb-2 text-lg font-bold text-ink">
                {t('dispute.log')}
              </h2>
              <ol className="flex flex-col gap-1 text-sm">
                {found.log.map((entry, index) => (
                  <li key={index}>
                    {formatMoment(entry.date)} · {t(`orders:statuses.${entry.status}`)}
                    {entry.reason ? ` · ${entry.reason}` : ''}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </QueryStatus>
    </>
  );
}
