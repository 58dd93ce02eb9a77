import type { TPayout } from '@app/shared/orders/payouts.schema';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Badge } from '../../../ui/badge';

const TONE = { pending: 'neutral', sent: 'warning', paid: 'good', failed: 'bad' } as const satisfies Record<
  TPayout['status'],
  'neutral' | 'good' | 'warning' | 'bad'
>;

/** One payout: its amount in the payout's currency, where it stands, its date, the account it went to; why it failed. */
export function PayoutRow({ payout }: { payout: TPayout }) {
  const { t } = useTranslation('wallet');
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const at = payout.paidAt ?? payout.failedAt ?? payout.sentAt ?? payout.createdAt;
  const account = t(payout.method.kind === 'iban' ? 'payout.ibanAccount' : 'payout.account', { last4: payout.method.last4 });
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm text-muted">
          <time dateTime={at}>{formatDay(at)}</time> · {t('payouts.to', { account })}
        </p>
        {payout.failureReason && (
          <p className="text-sm text-ink">
            {t(`payouts.failures.${payout.failureReason}`)} {t('payouts.failedHint')}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums text-ink">{formatMoney(payout.amount)}</span>
        <Badge tone={TONE[payout.status]}>{t(`payouts.statuses.${payout.status}`)}</Badge>
      </div>
    </li>
  );
}
