import { INDICATIVE_MORTGAGE_RATES, type TIndicativeRate } from '@app/shared/constants/mortgage-rates';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { monthlyPrincipalAndInterest, yearsOfTerm } from '../../../lib/mortgage/mortgage';
import { Button } from '../../../ui/button';
import type { ToolProps } from './tool-props';
import { useMortgageFormat } from './use-mortgage-format';

/** What the rate tables show each payment for (the column heading says it in words). */
const PER_AMOUNT = 100_000;

/**
 * Indicative rates as a table: term, rate, APR and the monthly principal and interest per
 * $100,000 borrowed, captioned with the day they were set.
 */
export function RatesTable({ caption, rates }: { caption: string; rates: readonly TIndicativeRate[] }) {
  const { t } = useTranslation(['mortgage', 'options']);
  const { usd, percent } = useMortgageFormat();
  const day = useFormatDay();
  return (
    <table className="w-full text-left text-sm tabular-nums">
      <caption className="pb-2 text-left text-sm text-muted">
        {t('rates.caption', { what: caption, date: day(INDICATIVE_MORTGAGE_RATES.asOf) })}
      </caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-2 font-medium">
            {t('rates.term')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('rates.rate')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('rates.apr')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('rates.per100k')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.term} className="border-b border-line">
            <th scope="row" className="py-2 font-semibold text-ink">
              {t(`options:mortgageTerms.${rate.term}`)}
            </th>
            <td className="py-2 text-right">{percent(rate.ratePercent)}</td>
            <td className="py-2 text-right">{percent(rate.aprPercent)}</td>
            <td className="py-2 text-right">{usd(monthlyPrincipalAndInterest(PER_AMOUNT, rate.ratePercent, yearsOfTerm(rate.term)))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Mortgage Rates: the indicative purchase rates, what they mean, and the way to a payment. */
export function RatesPanel({ onTopic }: ToolProps) {
  const { t } = useTranslation('mortgage');
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <h3 className="text-lg font-semibold text-ink">{t('rates.title')}</h3>
      <RatesTable caption={t('rates.purchaseCaption')} rates={INDICATIVE_MORTGAGE_RATES.purchase} />
      <p className="text-sm text-ink">{t('rates.compare')}</p>
      <p className="text-xs text-muted">{t('rates.disclaimer')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onTopic('calculator')}>
          {t('overview.ctaCalculator')}
        </Button>
        <Button variant="outline" onClick={() => onTopic('pre-qualified')}>
          {t('overview.ctaPrequal')}
        </Button>
      </div>
    </div>
  );
}
