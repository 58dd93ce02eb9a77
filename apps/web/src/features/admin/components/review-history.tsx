import type { TProfessionalReview } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { SectionCard } from '../../../ui/section-card';

/** The profile's history: when, who (the professional or an admin), what, and the reason given. */
export function ReviewHistory({ events }: { events: TProfessionalReview['events'] }) {
  const { t } = useTranslation('admin');
  const formatMoment = useFormatMoment();
  return (
    <SectionCard title={t('review.historyTitle')}>
      <ol className="flex flex-col gap-2 text-sm">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="flex flex-col sm:flex-row sm:gap-3">
            <span className="text-muted sm:w-48 sm:shrink-0">{formatMoment(event.at)}</span>
            <span className="text-ink">
              {t('review.event', {
                by: t(`review.by.${event.by}`),
                action: t(`review.actions.${event.action}`, { defaultValue: event.action }),
              })}
              {event.reason && <span className="block text-muted">{t('review.eventReason', { reason: event.reason })}</span>}
            </span>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
