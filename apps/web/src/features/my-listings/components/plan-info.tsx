import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';

type PlanFields = Pick<TListingSummary, 'publishedAt' | 'expiresAt' | 'expiringSoon'>;

/** The listing plan: when it was published and when it ends, with a notice when that is soon. */
export function PlanInfo({ listing }: { listing: PlanFields }) {
  const { t } = useTranslation('myListings');
  const formatDay = useFormatDay();
  const titleId = useId();
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold text-ink">
        {t('overview.plan')}
      </h2>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('overview.published')}</dt>
          <dd className="font-semibold text-ink">{listing.publishedAt ? formatDay(listing.publishedAt) : t('overview.notPublished')}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('overview.ends')}</dt>
          <dd className="font-semibold text-ink">{listing.expiresAt ? formatDay(listing.expiresAt) : t('overview.noEnd')}</dd>
        </div>
      </dl>
      {listing.expiringSoon && listing.expiresAt && (
        <p className="rounded-lg bg-secondary/30 px-3 py-2 text-sm text-ink">
          {t('overview.expiringSoon', { date: formatDay(listing.expiresAt) })}
        </p>
      )}
    </section>
  );
}
