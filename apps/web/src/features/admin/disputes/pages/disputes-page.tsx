import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { Button } from '../../../../ui/button';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { useDisputeQueue } from '../api/disputes';

/** /admin/disputes?state=open|resolved: disputes on service orders, the open ones oldest first. */
export default function DisputesPage() {
  const { t } = useTranslation(['admin', 'orders']);
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useDisputeQueue({ state, page });
  return (
    <>
      <AdminHeading title={t('disputes.title')} lead={t('disputes.lead')} />
      <nav aria-label={t('disputes.statesLabel')} className="mb-4 flex gap-2">
        {(['open', 'resolved'] as const).map((option) => (
          <Button
            key={option}
            variant={option === state ? 'primary' : 'outline'}
            aria-pressed={option === state}
            onClick={() => setParams({ state: option })}
          >
            {t(`disputes.states.${option}`)}
          </Button>
        ))}
      </nav>
      <div aria-live="polite" aria-busy={queue.isFetching}>
        <QueryStatus query={queue} loading={t('disputes.loading')}>
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            if (data.total === 0)
              return (
                <p role="status" className="text-muted">
                  {t(`disputes.empty.${state}`)}
                </p>
              );
            return (
              <>
                <p role="status" className="mb-3 text-sm text-muted">
                  {t('disputes.summary', { total: data.total, page: data.page, pages })}
                </p>
                <ul className="flex flex-col gap-3">
                  {data.disputes.map((dispute) => (
                    <li key={dispute._id} className="rounded-2xl border border-line bg-white p-4 text-sm">
                      <Link
                        to={`/admin/disputes/${dispute._id}`}
                        className="font-semibold text-primary-dark underline-offset-2 hover:underline"
                      >
                        {t('disputes.orderLine', {
                          kind: t(`orders:kinds.${dispute.kind}`),
                          number: dispute.orderNumber,
                          price: formatMoney(dispute.price),
                        })}
                      </Link>
                      <span className="block text-muted">
                        {t(`disputes.openedBy.${dispute.openedBy}`, { name: dispute.opener.name, email: dispute.opener.email })} ·{' '}
                        {formatMoment(dispute.openedAt)}
                      </span>
                      <span className="block whitespace-pre-line text-ink">{dispute.reason}</span>
                    </li>
                  ))}
                </ul>
                <nav aria-label={t('disputes.pagesLabel')} className="mt-4 flex items-center gap-2">
                  <Button variant="outline" disabled={data.page <= 1} onClick={() => setParams({ state, page: String(data.page - 1) })}>
                    {t('disputes.previous')}
                  </Button>
                  <Button variant="outline" disabled={data.page >= pages} onClick={() => setParams({ state, page: String(data.page + 1) })}>
                    {t('disputes.next')}
                  </Button>
                </nav>
              </>
            );
          }}
        </QueryStatus>
      </div>
    </>
  );
}
