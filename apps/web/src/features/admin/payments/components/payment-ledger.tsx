import type { TAdminLedgerTransaction } from '@app/shared/admin/admin-payments.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useFormatMoment } from '../../../../lib/format/format-date';

const KNOWN_KINDS = ['capture', 'refund', 'order-payout'];
/** Ledger account families ('payable:<provider>' is a 'payable' account), named for the reader. */
const KNOWN_ACCOUNTS = ['processor', 'deposits-held', 'revenue', 'payable', 'recoverable'];

/** An account's family, named, over its exact id; the id alone for a family the page does not know. */
function AccountCell({ account }: { account: string }) {
  const { t } = useTranslation('admin');
  const family = account.split(':')[0] ?? '';
  return (
    <td className="px-4 py-2">
      {KNOWN_ACCOUNTS.includes(family) && <span className="block text-ink">{t(`payment.accounts.${family}`)}</span>}
      <span className="block font-mono text-xs text-muted">{account}</span>
    </td>
  );
}

/**
 * The payment's ledger: each movement (capture, refund, payout) with its double-entry lines, debits and
 * credits apart, each account named (held, fee revenue, owed to or back by the provider; decision 084).
 */
export function PaymentLedger({ ledger }: { ledger: TAdminLedgerTransaction[] }) {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('payment.ledger')}
      </h2>
      {ledger.length === 0 ? (
        <p className="text-sm text-muted">{t('payment.noLedger')}</p>
      ) : (
        <p className="text-sm text-muted">{t('payment.ledgerHint')}</p>
      )}
      {ledger.map((transaction) => (
        <div key={transaction._id} className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left font-semibold text-ink">
              {KNOWN_KINDS.includes(transaction.kind) ? t(`payment.kinds.${transaction.kind}`) : transaction.kind} ·{' '}
              {formatMoment(transaction.at)}
              {transaction.memo && <span className="block font-normal text-muted">{transaction.memo}</span>}
            </caption>
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('payment.columns.account')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('payment.columns.debit')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('payment.columns.credit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {transaction.lines.map((line, index) => (
                <tr key={index} className="border-b border-line last:border-0">
                  <AccountCell account={line.account} />
                  <td className="px-4 py-2 text-right">
                    {line.amount > 0 ? formatMoney({ amount: line.amount, currency: line.currency }) : ''}
                  </td>
                  <td className="px-4 py-2 text-right">
                    {line.amount < 0 ? formatMoney({ amount: -line.amount, currency: line.currency }) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
