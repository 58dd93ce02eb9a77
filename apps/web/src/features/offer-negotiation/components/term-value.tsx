import type { TRateTable } from '@app/shared/domain/reference-rates';
import { TERM_KINDS, type TTermChange, type TTermField } from '@app/shared/offers/offer-negotiation';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyWithLocal } from '../../../ui/offer/money-with-local';

/** How amounts are shown: in the offer's currency, with the reader's own beside them when it differs. */
export type TMoneyView = { currency: string; local: string | null; rates: TRateTable | undefined };

type TermValueProps = { field: TTermField; value: TTermChange['to']; money: TMoneyView };

/** One term's value the reader's way: an amount (and its local equivalent), days, a list of amounts, or text. */
export function TermValue({ field, value, money }: TermValueProps) {
  const { t } = useTranslation('offerNegotiation');
  const amount = (minor: number) => <MoneyWithLocal amount={minor} currency={money.currency} local={money.local} rates={money.rates} />;
  const kind = TERM_KINDS[field];
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <span className="text-muted">{t(kind === 'money-list' ? 'terms.none' : 'terms.notSet')}</span>;
  }
  if (Array.isArray(value)) {
    return (
      <span>
        {value.map((minor, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            {amount(minor)}
          </Fragment>
        ))}
      </span>
    );
  }
  if (typeof value === 'string') return <q className="whitespace-pre-wrap">{value}</q>;
  return kind === 'days' ? <span>{t('terms.days', { count: value })}</span> : amount(value);
}
