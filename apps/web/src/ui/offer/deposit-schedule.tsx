import type { TOfferMoney } from '@app/shared/offers/offer-terms';
import type { TRateTable } from '@app/shared/domain/reference-rates';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../lib/format/format-date';
import { MoneyWithLocal } from './money-with-local';

type DepositScheduleProps = {
  money: TOfferMoney;
  currency: string;
  /** The reader's currency for "≈" amounts, when it differs. */
  local?: string | null;
  rates?: TRateTable | undefined;
};

/**
 * The escrow deposit schedule (spec section 9): each deposit with when it is due, {days} business
 * days after the signed offer, then after escrow opens, then after the previous deposit; the date
 * once the event it counts from has happened.
 */
export function DepositSchedule({ money, currency, local = null, rates }: DepositScheduleProps) {
  const { t } = useTranslation('offerPages');
  const formatDay = useFormatDay('long');
  const headingId = useId();
  const days = money.depositDueBusinessDays;
  if (money.deposits.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t('schedule.title')}
      </h3>
      <table className="w-full text-left text-sm">
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('schedule.deposit')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('schedule.amount')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('schedule.due')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {money.deposits.map((deposit, index) => (
            <tr key={index}>
              <th scope="row" className="py-2 pr-3 font-medium text-ink">
                {index === 0 ? t('schedule.initial') : t('schedule.increase', { number: index })}
              </th>
              <td className="py-2 pr-3">
                <MoneyWithLocal amount={deposit.deposit} currency={currency} local={local} rates={rates} />
              </td>
              <td className="py-2">
                {deposit.dueAt
                  ? t('schedule.dueOn', { date: formatDay(deposit.dueAt) })
                  : t(`schedule.after.${deposit.dueAfter}`, { days })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
