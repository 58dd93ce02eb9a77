import type { TAdminOverview } from '@app/shared/admin/admin.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../ui/query-status';
import { useOverview } from '../api/get-overview';
import { AdminHeading } from '../components/admin-heading';

type Count = { key: keyof Omit<TAdminOverview, 'since'>; link?: string; alert?: boolean };

const COUNTS: Count[] = [
  { key: 'newListings' },
  { key: 'newOffers' },
  { key: 'payments' },
  { key: 'refunds' },
  { key: 'professionalsWaiting', link: '/admin/professionals' },
  { key: 'professionalsOverdue', link: '/admin/professionals', alert: true },
  { key: 'failedDeliveries', alert: true },
  { key: 'openReports', link: '/admin/reports', alert: true },
];

/** The admin's local midnight, as the server counts "today" from it. */
function startOfToday(): string {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

/** /admin: the counts that matter today. */
export default function OverviewPage() {
  const { t } = useTranslation('admin');
  const [since] = useState(startOfToday);
  const overview = useOverview(since);
  return (
    <>
      <AdminHeading title={t('overview.title')} lead={t('overview.lead')} />
      <QueryStatus query={overview} loading={t('overview.loading')}>
        {(data) => (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('overview.countsLabel')}>
            {COUNTS.map(({ key, link, alert }) => {
              const value = data[key];
              const tone = alert && value > 0 ? 'border-primary/40 text-primary-dark' : 'border-line text-ink';
              const body = (
                <>
                  <span className="block text-3xl font-bold">{value}</span>
                  <span className="mt-1 block text-sm text-muted">{t(`overview.counts.${key}`)}</span>
                </>
              );
              return (
                <li key={key} className={`rounded-2xl border bg-white p-4 ${tone}`}>
                  {link ? (
                    <Link to={link} className="block hover:underline">
                      {body}
                    </Link>
                  ) : (
                    body
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryStatus>
    </>
  );
}
