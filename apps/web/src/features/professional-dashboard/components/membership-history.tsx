import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';
import { useMembershipEvents } from '../api/get-membership-events';

/** The membership's history: started, renewed, a renewal that failed, auto-renew changes, expiry. */
export function MembershipHistory() {
  const { t } = useTranslation('professionalDashboard');
  const formatMoment = useFormatMoment();
  const events = useMembershipEvents();
  return (
    <SectionCard title={t('history.title')}>
      <QueryStatus query={events} loading={t('history.loading')}>
        {(list) =>
          list.length ? (
            <ol className="divide-y divide-line">
              {list.map((event, index) => (
                <li key={`${event.at}-${index}`} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
                  <span className="font-medium text-ink">
                    {t(`history.actions.${event.action}`, { defaultValue: event.action })}
                    {event.reason && (
                      <span className="font-normal text-muted">
                        {' '}
                        · {t(`history.reasons.${event.reason}`, { defaultValue: event.reason })}
                      </span>
                    )}
                  </span>
                  <time dateTime={event.at} className="text-sm text-muted">
                    {formatMoment(event.at)}
                  </time>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-muted">{t('history.empty')}</p>
          )
        }
      </QueryStatus>
    </SectionCard>
  );
}
