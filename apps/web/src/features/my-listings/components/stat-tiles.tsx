import type { TListingOverview } from '@app/shared/listings/listing.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format/format-number';

const STATS = ['views', 'saves', 'offers', 'orders'] as const;

/** The listing's counts (spec: views, saves, offers, orders) as tiles, two a row on phones. */
export function StatTiles({ overview }: { overview: TListingOverview }) {
  const { t } = useTranslation('myListings');
  const headingId = useId();
  const formatNumber = useFormatNumber();
  const value = (stat: (typeof STATS)[number]) => (stat === 'views' ? overview.views.total : overview[stat]);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('overview.stats')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat} className="flex flex-col-reverse gap-1 rounded-xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{t(`overview.${stat}`)}</dt>
            <dd className="text-2xl font-bold text-ink">{formatNumber(value(stat))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
