import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { usePayouts } from '../api/get-payouts';
import { PayoutRow } from './payout-row';

/**
 * A provider's payouts beside their payout methods: what waits to be paid out (and, without a
 * method, that they need one to receive it), then each payout; nothing for someone never paid.
 */
export function PayoutsHistory({ hasMethods }: { hasMethods: boolean }) {
  const { t } = useTranslation('wallet');
  const formatMoney = useFormatMoney();
  const history = usePayouts().data;
  if (!history || (history.payouts.length === 0 && history.waiting.length === 0)) return null;
  const waiting = history.waiting.map(formatMoney).join(' · ');
  return (
    <section aria-labelledby="wallet-payouts-title" className="flex flex-col gap-3">
      <h3 id="wallet-payouts-title" className="text-base font-bold text-ink">
        {t('payouts.title')}
      </h3>
      {waiting && (
        <p role="status" className="rounded-xl border border-secondary-dark bg-surface p-4 text-sm text-ink">
          {hasMethods ? t('payouts.waiting', { amount: waiting }) : t('payouts.waitingNoMethod', { amount: waiting })}
        </p>
      )}
      {history.payouts.length > 0 && (
        <ul aria-label={t('payouts.listLabel')} className="divide-y divide-line">
          {history.payouts.map((payout) => (
            <PayoutRow key={payout._id} payout={payout} />
          ))}
        </ul>
      )}
    </section>
  );
}
