import type { TAdminPayout, TAdminPayoutPage } from '@app/shared/orders/payouts.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { PagedTable } from '../../components/paged-table';
import { useRetryPayout } from '../api/payouts';

/** One page of payouts: when, to whom and which account, how much, where it stands (why it failed), and Retry on a failed one. */
export function PayoutsTable({ page, onPage }: { page: TAdminPayoutPage; onPage(page: number): void }) {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const retry = useRetryPayout();
  const translate = useTranslateMessage();
  const labelOf = (payout: TAdminPayout) => t('payouts.retryLabel', { amount: formatMoney(payout.amount), who: payout.providerEmail });
  const onRetry = async (payout: TAdminPayout) => {
    try {
      const now = await retry.mutateAsync(payout._id);
      const message = t(`payouts.retried.${now.status}`, { amount: formatMoney(now.amount), who: now.providerEmail });
      if (now.status === 'failed') snackbar.error(message);
      else snackbar.success(message);
    } catch (error) {
      snackbar.error(translate((error as Error).message));
    }
  };
  return (
    <PagedTable
      texts="payouts"
      caption={t('payouts.title')}
      columns={(['when', 'provider', 'account', 'amount', 'status', 'actions'] as const).map((column) => t(`payouts.columns.${column}`))}
      result={page}
      onPage={onPage}
    >
      {page.payouts.map((payout) => (
        <tr key={payout._id} className="border-b border-line align-top last:border-0">
          <td className="whitespace-nowrap px-4 py-3">{formatMoment(payout.createdAt)}</td>
          <td className="px-4 py-3">
            <span className="block">{payout.providerName}</span>
            <span className="block text-muted">{payout.providerEmail}</span>
          </td>
          <td className="whitespace-nowrap px-4 py-3">
            {t(`payouts.account.${payout.method.kind}`, { last4: payout.method.last4 })}
            {payout.transferId && <span className="block font-mono text-xs text-muted">{payout.transferId}</span>}
          </td>
          <td className="whitespace-nowrap px-4 py-3">{formatMoney(payout.amount)}</td>
          <td className="px-4 py-3">
            {t(`payouts.statuses.${payout.status}`)}
            {payout.failureReason && <span className="block text-muted">{t(`payouts.failures.${payout.failureReason}`)}</span>}
            <span className="block text-muted">{t('payouts.attempts', { n: payout.attempts })}</span>
          </td>
          <td className="px-4 py-3">
            {payout.status === 'failed' && (
              <Button variant="outline" disabled={retry.isPending} onClick={() => void onRetry(payout)}>
                {t('payouts.retry')}
                <span className="sr-only">: {labelOf(payout)}</span>
              </Button>
            )}
          </td>
        </tr>
      ))}
    </PagedTable>
  );
}
