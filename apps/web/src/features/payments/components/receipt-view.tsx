import type { TReceipt } from '@app/shared/payments/payments.schema';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button, ButtonLink } from '../../../ui/button';
import { cardLabel } from '../../../ui/payment-card/card-label';
import { ReceiptItems } from './receipt-items';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

type ReceiptViewProps = { receipt: TReceipt; walletLinkLabel: string };

/** A receipt (spec: payment pages with confirmation receipts), printable: the buttons stay off paper. */
export function ReceiptView({ receipt, walletLinkLabel }: ReceiptViewProps) {
  const { t } = useTranslation('payments');
  const formatDay = useFormatDay();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-6 rounded-2xl border border-line p-4 sm:p-6 print:border-0 print:p-0">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('receipt.heading', { number: receipt.number })}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Detail term={t('receipt.number')}>{receipt.number}</Detail>
        <Detail term={t('receipt.date')}>
          <time dateTime={receipt.issuedAt}>{formatDay(receipt.issuedAt)}</time>
        </Detail>
        <Detail term={t('receipt.billedTo')}>
          <span className="block">{receipt.billedTo.name}</span>
          <span className="block text-muted">{receipt.billedTo.email}</span>
        </Detail>
        <Detail term={t('receipt.paidWith')}>
          {receipt.card ? cardLabel(receipt.card) : receipt.method !== 'card' ? t(`methods.${receipt.method}`) : t('receipt.noCard')}
        </Detail>
      </dl>
      <ReceiptItems receipt={receipt} />
      {receipt.refunds.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-bold text-ink">{t('receipt.refunds')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {receipt.refunds.map((refund, index) => (
              <li key={index}>
                {t('receipt.refund', { amount: formatMoney(refund.amount), date: formatDay(refund.at) })}
                {refund.reason && <span className="text-muted"> ({refund.reason})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <ButtonLink variant="ghost" to="/dashboard/wallet">
          {walletLinkLabel}
        </ButtonLink>
      </div>
    </article>
  );
}
