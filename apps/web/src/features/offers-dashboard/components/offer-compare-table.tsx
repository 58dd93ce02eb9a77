import type { TRateTable } from '@app/shared/domain/reference-rates';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import type { TOfferComparisonRow } from '@app/shared/offers/offers.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { MoneyWithLocal } from '../../../ui/offer/money-with-local';
import { useOfferStatus } from '../../../ui/offer/use-offer-status';
import { otherOrder, type TPriceOrder } from '../offer-compare';

type OfferCompareTableProps = {
  rows: TOfferComparisonRow[];
  order: TPriceOrder;
  onOrder(order: TPriceOrder): void;
  /** The offer the view was opened from (marked in the list). */
  current: string;
  /** Where each offer's own view is. */
  viewPath(id: string): string;
  /** The reader's currency and the day's rates, for the approximate amounts. */
  local: string | null;
  rates: TRateTable | undefined;
  /** Whether the listing is on the market (open offers on a listing off it read "Inactive"). */
  listingOnMarket: boolean;
};

/**
 * The seller's offers on one listing side by side: a table with a row header per offer and a
 * sortable price column on wide screens, the same facts as one card per offer on small ones.
 */
export function OfferCompareTable({ rows, order, onOrder, current, viewPath, local, rates, listingOnMarket }: OfferCompareTableProps) {
  const { t } = useTranslation('offersDashboard');
  const cells = useCompareCells(local, rates, listingOnMarket);
  const columns = [
    'status',
    'offerPrice',
    'initialDeposit',
    'increaseDeposits',
    'escrowPeriod',
    'closing',
    'ownerCarry',
    'vod',
    'respondBy',
  ] as const;
  const sortLabel = t(order === 'descending' ? 'compare.sortedHighest' : 'compare.sortedLowest');
  const sortButton = (
    <Button variant="ghost" onClick={() => onOrder(otherOrder(order))} aria-label={t('compare.sortBy', { order: sortLabel })}>
      {t('compare.columns.offerPrice')} <span aria-hidden="true">{order === 'descending' ? '↓' : '↑'}</span>
    </Button>
  );
  const name = (row: TOfferComparisonRow) => (
    <>
      <Link to={viewPath(row._id)} className="font-semibold text-primary hover:underline">
        {buyersOf(row) || t('compare.unnamed')}
      </Link>
      {row._id === current && (
        <span className="ml-2">
          <Badge>{t('compare.thisOffer')}</Badge>
        </span>
      )}
    </>
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('compare.caption', { order: sortLabel })}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2 font-semibold text-muted">
                {t('compare.columns.buyers')}
              </th>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="p-2 font-semibold text-muted"
                  aria-sort={column === 'offerPrice' ? order : undefined}
                >
                  {column === 'offerPrice' ? sortButton : t(`compare.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id} className={`border-b border-line align-top ${row._id === current ? 'bg-surface' : ''}`}>
                <th scope="row" className="p-2 font-normal">
                  {name(row)}
                </th>
                {columns.map((column) => (
                  <td key={column} className="p-2">
                    {cells[column](row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        <div>
          <Button variant="outline" onClick={() => onOrder(otherOrder(order))}>
            {t('compare.sortBy', { order: sortLabel })}
          </Button>
        </div>
        <ul className="flex flex-col gap-3" aria-label={t('compare.caption', { order: sortLabel })}>
          {rows.map((row) => (
            <li key={row._id} className="rounded-xl border border-line p-3">
              <h2 className="text-base">{name(row)}</h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {columns.map((column) => (
                  <div key={column} className="contents">
                    <dt className="text-muted">{t(`compare.columns.${column}`)}</dt>
                    <dd>{cells[column](row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

const buyersOf = (row: TOfferComparisonRow) =>
  row.buyers
    .map((buyer) => `${buyer.name.first} ${buyer.name.last}`.trim())
    .filter(Boolean)
    .join(', ');

/** How each column writes an offer's value in the reader's language, amounts with their local equivalent. */
function useCompareCells(local: string | null, rates: TRateTable | undefined, listingOnMarket: boolean) {
  const { t } = useTranslation('offersDashboard');
  const formatMoment = useFormatMoment();
  const offerStatus = useOfferStatus();
  const money = (value: TMoney | null): ReactNode =>
    value === null ? t('view.notAnswered') : <MoneyWithLocal amount={value.amount} currency={value.currency} local={local} rates={rates} />;
  const days = (count: number | null) => (count === null ? t('view.notAnswered') : t('view.days', { count }));
  return {
    status: (row: TOfferComparisonRow) => {
      const status = offerStatus({ ...row, relation: 'seller', listingOnMarket });
      return (
        <>
          <Badge tone={status.tone}>{status.label}</Badge>
          {status.note && <span className="block text-muted">{status.note}</span>}
        </>
      );
    },
    offerPrice: (row: TOfferComparisonRow) => money(row.offerPrice),
    initialDeposit: (row: TOfferComparisonRow) => money(row.initialDeposit),
    increaseDeposits: (row: TOfferComparisonRow) => money(row.increaseDeposits),
    escrowPeriod: (row: TOfferComparisonRow) => days(row.escrowPeriodDays),
    closing: (row: TOfferComparisonRow) => days(row.closingDays),
    ownerCarry: (row: TOfferComparisonRow) => money(row.ownerCarry),
    vod: (row: TOfferComparisonRow) => t(`compare.vod.${row.vod}`),
    respondBy: (row: TOfferComparisonRow) => {
      if (!row.respondBy || (row.status !== 'sent' && row.status !== 'countered')) return t('compare.noAnswerOwed');
      return t(row.turn === 'seller' ? 'card.yourAnswerBy' : 'card.answerBy', { when: formatMoment(row.respondBy) });
    },
  } satisfies Record<string, (row: TOfferComparisonRow) => ReactNode>;
}
