import { abbreviateNumber } from '@app/shared/domain/abbreviate';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmortisationYear } from '../../../../lib/mortgage/mortgage';

type AmortisationChartProps = { rows: AmortisationYear[]; formatMoney(major: number): string };

const WIDTH = 600;
const HEIGHT = 240;
const PAD = { top: 12, right: 10, bottom: 32, left: 60 };

/**
 * Principal and interest paid each year as stacked bars (inline SVG, described for screen
 * readers), with the same figures in a table for anyone who prefers or needs numbers.
 */
export function AmortisationChart({ rows, formatMoney }: AmortisationChartProps) {
  const { t } = useTranslation('property');
  const titleId = useId();
  const descId = useId();
  if (rows.length === 0) return null;
  const max = Math.max(...rows.map((row) => row.principal + row.interest));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / rows.length;
  const y = (value: number) => (value / max) * plotH;
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const ticks = [0, 0.5, 1].map((share) => share * max);

  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className="h-auto w-full">
        <title id={titleId}>{t('chart.title')}</title>
        <desc id={descId}>
          {t('chart.description', {
            years: rows.length,
            firstInterest: formatMoney(first.interest),
            firstPrincipal: formatMoney(first.principal),
            lastInterest: formatMoney(last.interest),
            lastPrincipal: formatMoney(last.principal),
          })}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + plotH - y(tick)} y2={PAD.top + plotH - y(tick)} stroke="#e3e6ea" />
            <text x={PAD.left - 6} y={PAD.top + plotH - y(tick) + 4} textAnchor="end" fontSize="16" fill="#5b6470">
              {abbreviateNumber(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const x = PAD.left + index * slot + slot * 0.15;
          const w = slot * 0.7;
          const principalH = y(row.principal);
          const interestH = y(row.interest);
          return (
            <g key={row.year}>
              <rect x={x} width={w} y={PAD.top + plotH - principalH} height={principalH} fill="#eb262b" />
              <rect x={x} width={w} y={PAD.top + plotH - principalH - interestH} height={interestH} fill="#ffd62a" />
              {(index === 0 || row.year % 5 === 0) && (
                <text x={x + w / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="16" fill="#5b6470">
                  {row.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-ink">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-primary" />
          {t('chart.principal')}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-secondary" />
          {t('chart.interest')}
        </span>
      </figcaption>
      <AmortisationTable rows={rows} formatMoney={formatMoney} />
    </figure>
  );
}

/** The chart's figures as a table, folded away until asked for. */
function AmortisationTable({ rows, formatMoney }: AmortisationChartProps) {
  const { t } = useTranslation('property');
  return (
    <details className="text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary">{t('chart.showTable')}</summary>
      <div className="max-h-80 overflow-auto">
        <table className="w-full text-right tabular-nums">
          <caption className="sr-only">{t('chart.tableCaption')}</caption>
          <thead className="sticky top-0 bg-white">
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-1 text-left font-medium">
                {t('chart.year')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('chart.principal')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('chart.interest')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('chart.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year} className="border-b border-line">
                <th scope="row" className="py-1 text-left font-medium">
                  {row.year}
                </th>
                <td className="py-1">{formatMoney(row.principal)}</td>
                <td className="py-1">{formatMoney(row.interest)}</td>
                <td className="py-1">{formatMoney(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
