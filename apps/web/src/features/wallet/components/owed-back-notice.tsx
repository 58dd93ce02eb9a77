import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useOwedBack } from '../api/get-owed-back';

/** What a provider owes back (a customer refunded after their payout), and that their next payouts settle it; nothing when nothing is owed. */
export function OwedBackNotice() {
  const { t } = useTranslation('wallet');
  const formatMoney = useFormatMoney();
  const owed = useOwedBack().data ?? [];
  if (owed.length === 0) return null;
  return (
    <div role="status" className="rounded-xl border border-secondary-dark bg-surface p-4 text-sm text-ink">
      <p className="font-semibold">{t('payout.owedBack', { amount: owed.map(formatMoney).join(' · ') })}</p>
      <p className="text-muted">{t('payout.owedBackHint')}</p>
    </div>
  );
}
