import type { TReceipt } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatProductLine } from '../../../lib/format/format-product-line';

const CELL = 'py-2 align-top';

/** The receipt's items with their amounts, the total, and the total in the payer's currency when known. */
export function ReceiptItems({ receipt }: { receipt: TReceipt }) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const formatProductLine = useFormatProductLine();
  const { converted } = receipt;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{t('receipt.items')}</caption>
      <thead className="border-b border-line text-muted">
        <tr>
          <th scope="col" className={`${CELL} font-semibold`}>
            {t('receipt.description')}
          </th>
          <th scope="col" className={`${CELL} text-right font-semibold`}>
            {t('receipt.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {receipt.items.map((item, index) => (
          <tr key={index} className="border-b border-line">
            <td className={`${CELL} pr-4`}>{formatProductLine(item)}</td>
            <td className={`${CELL} text-right tabular-nums`}>{formatMoney(item.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {receipt.discount && (
          <tr className="border-b border-line">
            <th scope="row" className={`${CELL} pr-4 font-normal`}>
              {t('receipt.discount', { code: receipt.discount.code })}
            </th>
            <td className={`${CELL} text-right tabular-nums`}>−{formatMoney(receipt.discount.amount)}</td>
          </tr>
        )}
        <tr>
          <th scope="row" className={`${CELL} text-base font-bold`}>
            {t('receipt.total')}
          </th>
          <td className={`${CELL} text-right text-base font-bold tabular-nums`}>{formatMoney(receipt.total)}</td>
        </tr>
        {converted && (
          <tr>
            <td colSpan={2} className="pb-2 text-right text-muted">
              {t('receipt.converted', { amount: formatMoney(converted.amount), date: formatDay(converted.rateDate) })}
            </td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}
