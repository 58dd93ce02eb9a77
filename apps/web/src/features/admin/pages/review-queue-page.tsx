import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';
import { QueryStatus } from '../../../ui/query-status';
import { useReviewQueue } from '../api/review-queue';
import { AdminHeading } from '../components/admin-heading';
import { TimeLeft } from '../components/time-left';

/** /admin/professionals: profiles waiting for verification, the longest waiting first, with the 3-day promise's time left. */
export default function ReviewQueuePage() {
  const { t } = useTranslation('admin');
  const { t: tAccounts } = useTranslation('accounts');
  const formatMoment = useFormatMoment();
  const queue = useReviewQueue();
  return (
    <>
      <AdminHeading title={t('queue.title')} lead={t('queue.lead')} />
      <QueryStatus query={queue} loading={t('queue.loading')}>
        {(items) =>
          items.length === 0 ? (
            <p role="status" className="rounded-2xl border border-line bg-white p-6 text-muted">
              {t('queue.empty')}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-line bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('queue.caption')}</caption>
                <thead className="border-b border-line text-muted">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('queue.columns.professional')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('queue.columns.profession')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('queue.columns.submitted')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('queue.columns.promise')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      <span className="sr-only">{t('queue.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => {
                    const name = `${item.firstName} ${item.lastName}`;
                    return (
                      <tr key={item._id} className="border-b border-line last:border-0">
                        <td className="px-4 py-3">
                          <span className="block font-semibold text-ink">{name}</span>
                          <span className="block text-muted">{item.email}</span>
                          {item.companyName && <span className="block text-muted">{item.companyName}</span>}
                          {item.status === 'resubmitted' && (
                            <span className="block text-xs font-semibold text-ink">{t('queue.resubmitted')}</span>
                          )}
                        </td>
                        <td className="px-4 py-3">{item.profession ? tAccounts(`professions.${item.profession}`) : '—'}</td>
                        <td className="px-4 py-3">{item.submittedAt ? formatMoment(item.submittedAt) : '—'}</td>
                        <td className="px-4 py-3">
                          <TimeLeft submittedAt={item.submittedAt} />
                        </td>
                        <td className="px-4 py-3 text-right">
                          <Link
                            to={`/admin/professionals/${item._id}`}
                            className="font-semibold text-primary-dark underline-offset-2 hover:underline"
                            aria-label={t('queue.reviewLabel', { name })}
                          >
                            {t('queue.review')}
                          </Link>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryStatus>
    </>
  );
}
