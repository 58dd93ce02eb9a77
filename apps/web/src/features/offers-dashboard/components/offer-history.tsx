import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { SectionCard } from '../../../ui/section-card';

/** The offer's history, oldest first: when it was started, then each move with who made it and when. */
export function OfferHistory({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offersDashboard');
  const formatMoment = useFormatMoment();
  const entries = [
    { key: 'started', what: t('view.history.started'), who: '', at: offer.createdAt },
    ...offer.history.map((event, i) => ({
      key: `${i}`,
      what: t(`view.history.actions.${event.action}`, { defaultValue: event.action }),
      who: t('view.history.by', { relation: t(`view.history.relations.${event.actorRelation}`, { defaultValue: event.actorRelation }) }),
      at: event.at,
    })),
  ];
  return (
    <SectionCard title={t('view.history.title')}>
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4">
        {entries.map((entry) => (
          <li key={entry.key} className="flex flex-col">
            <span className="font-medium text-ink">
              {entry.what}
              {entry.who && <span className="font-normal text-muted"> {entry.who}</span>}
            </span>
            <time dateTime={entry.at} className="text-sm text-muted">
              {formatMoment(entry.at)}
            </time>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
