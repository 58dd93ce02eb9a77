import type { TListingOverview } from '@app/shared/listings/listing.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';

type Day = TListingOverview['views']['last30Days'][number];

const HEIGHT = 100;
const BAR = 8;
const GAP = 2;

/**
 * Views of the last 30 days as inline SVG bars. The picture is summed up for screen readers,
 * and the same numbers are in a table (open the details to see it).
 */
export function ViewsChart({ days }: { days: Day[] }) {
  const { t } = useTranslation('myListings');
  const formatDay = useFormatDay();
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const max = Math.max(1, ...days.map((day) => day.views));
  const width = Math.max(1, days.length) * (BAR + GAP);
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <figcaption id={titleId} className="font-semibold text-ink">
        {t('overview.chartTitle')}
      </figcaption>
      <svg
        role="img"
        aria-label={t('overview.chartSummary', { count: total, max })}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-32 w-full"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="stroke-line" strokeWidth="1" />
        {days.map((day, index) => {
          const height = day.views === 0 ? 0 : Math.max(2, (day.views / max) * (HEIGHT - 4));
          return (
            <rect key={day.day} x={index * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} rx="1" className="fill-primary">
              <title>{t('overview.barLabel', { date: formatDay(day.day), count: day.views })}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 && (
        <div className="flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{formatDay(days[0]!.day)}</span>
          <span>{formatDay(days.at(-1)!.day)}</span>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary-dark">{t('overview.showTable')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{t('overview.chartTitle')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pr-4 font-semibold">
                {t('overview.day')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('overview.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-b border-line/60">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {formatDay(day.day)}
                </th>
                <td className="py-1 text-right">{day.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
