import { bpsToPercent, FEES } from '@app/shared/constants/fees';
import type { TRateTable } from '@app/shared/domain/reference-rates';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatPercent } from '../../../lib/format/format-number';
import { DepositSchedule } from '../../../ui/offer/deposit-schedule';
import { MoneyWithLocal } from '../../../ui/offer/money-with-local';

/** A listing's non-negotiable cost and who pays it (GET /properties/{id}, terms.nonNegotiable). */
export type TListingCost = { item: string; payer: string; percent: number | null; note: string | null };

type LocalEstimateProps = {
  offer: TOffer;
  /** The reader's preferred currency (null: the amounts stay in the listing's currency). */
  local: string | null;
  rates: TRateTable | undefined;
  costs: readonly TListingCost[];
};

/**
 * What the purchase costs a buyer from abroad beyond the price, in their currency (issue 17): the
 * technology fee and booking deposit, the deposit schedule, who pays the listing's non-negotiable
 * costs, and, for a US property, the 3.3 % withholding on a 1031 exchange cash-out. A plain
 * estimate at the day's rates, never advice; every amount is charged in the listing's currency.
 */
export function LocalEstimate({ offer, local, rates, costs }: LocalEstimateProps) {
  const { t } = useTranslation(['offerPages', 'options']);
  const formatPercent = useFormatPercent({ maxDigits: 1 });
  const formatDay = useFormatDay();
  const headingId = useId();
  const { money, currency } = offer;
  const costsBy = (payer: string) => costs.filter((cost) => cost.payer === payer);
  const costLabel = (cost: TListingCost) => {
    const name = t(`options:costItems.${cost.item}`, { defaultValue: cost.item });
    return cost.percent === null ? name : t('common:withNote', { text: name, note: formatPercent(cost.percent) });
  };
  const groups = (['seller', 'buyer', 'both'] as const).map((payer) => ({ payer, items: costsBy(payer) })).filter((g) => g.items.length);
  const shown = (amount: number) => <MoneyWithLocal amount={amount} currency={currency} local={local} rates={rates} />;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-secondary bg-secondary/10 p-4">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {t('estimate.title', { currency: local ?? currency })}
        </h3>
        <p className="text-sm text-muted">{t('estimate.notAdvice', { currency })}</p>
        {local && local.toUpperCase() !== currency.toUpperCase() && rates && (
          <p className="text-sm text-muted">
            {t(rates.source === 'ecb' ? 'estimate.ratesEcb' : 'estimate.ratesReference', { date: formatDay(rates.day) })}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {money.technologyFee !== null && (
          <>
            <dt className="text-muted">{t('estimate.technologyFee', { percent: formatPercent(bpsToPercent(FEES.technologyFeeBps)) })}</dt>
            <dd>{shown(money.technologyFee)}</dd>
          </>
        )}
        {money.bookingDeposit !== null && (
          <>
            <dt className="text-muted">{t('estimate.bookingDeposit')}</dt>
            <dd>{shown(money.bookingDeposit)}</dd>
          </>
        )}
        {money.balance !== null && (
          <>
            <dt className="text-muted">{t('terms.balance')}</dt>
            <dd>{shown(money.balance)}</dd>
          </>
        )}
      </dl>
      <DepositSchedule money={money} currency={currency} local={local} rates={rates} />
      {groups.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-ink">{t('estimate.costsTitle')}</h4>
          {groups.map((group) => (
            <div key={group.payer}>
              <p className="text-sm font-medium text-ink">{t(`estimate.paidBy.${group.payer}`)}</p>
              <ul className="list-disc pl-5 text-sm text-ink">
                {group.items.map((cost) => (
                  <li key={cost.item}>{costLabel(cost)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {offer.listing.address.country.toLowerCase() === 'us' && (
        <p className="text-sm text-ink">
          {t('estimate.withholding', { percent: formatPercent(bpsToPercent(FEES.exchange1031WithholdingBps)) })}
        </p>
      )}
    </section>
  );
}
