import { INDICATIVE_MORTGAGE_RATES } from '@app/shared/constants/mortgage-rates';
import { useTranslation } from 'react-i18next';
import { yearsOfTerm } from '../../../lib/mortgage/mortgage';
import { AmountField, ResultBox, TermField, ToolLayout } from './mortgage-fields';
import { RatesTable } from './rates-panel';
import { compareRefinance } from './refinance';
import type { ToolProps } from './tool-props';
import { useMortgageFormat } from './use-mortgage-format';

/**
 * Refinance Rates: the indicative refinance rates, then the same balance repaid as it is and
 * refinanced: both monthly payments, the monthly difference and the difference in interest.
 */
export function RefinancePanel({ inputs }: ToolProps) {
  const { t } = useTranslation('mortgage');
  const { usd } = useMortgageFormat();
  const { fields, bind, setTerm } = inputs;
  const { bad, values } = inputs.numbers(['balance', 'currentRate', 'yearsLeft', 'newRate']);
  const result =
    values &&
    compareRefinance({
      balance: values.balance,
      currentRatePercent: values.currentRate,
      yearsLeft: values.yearsLeft,
      newRatePercent: values.newRate,
      newYears: yearsOfTerm(fields.newTerm),
    });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-col gap-3">
        <h3 className="text-lg font-semibold text-ink">{t('refinance.ratesTitle')}</h3>
        <RatesTable caption={t('rates.refinanceCaption')} rates={INDICATIVE_MORTGAGE_RATES.refinance} />
        <p className="text-xs text-muted">{t('rates.disclaimer')}</p>
      </div>
      <ToolLayout
        tool="refinance"
        fields={
          <>
            <AmountField wide label={t('fields.balance')} {...bind('balance')} />
            <AmountField label={t('fields.currentRate')} {...bind('currentRate')} />
            <AmountField label={t('fields.yearsLeft')} {...bind('yearsLeft')} />
            <AmountField label={t('fields.newRate')} {...bind('newRate')} />
            <TermField label={t('fields.newTerm')} value={fields.newTerm} onChange={(term) => setTerm('newTerm', term)} />
          </>
        }
        result={
          <ResultBox
            title={t(result && result.monthlySaving < 0 ? 'refinance.monthlyIncrease' : 'refinance.monthlySaving')}
            figure={result && usd(Math.abs(result.monthlySaving))}
            note={result ? undefined : t(bad ? 'common.fix' : 'refinance.prompt')}
            lines={
              result
                ? [
                    [t('refinance.currentPayment'), usd(result.currentPayment)],
                    [t('refinance.newPayment'), usd(result.newPayment)],
                    [t('refinance.currentInterest'), usd(result.currentInterest)],
                    [t('refinance.newInterest'), usd(result.newInterest)],
                    [
                      t(result.interestSaving < 0 ? 'refinance.interestAdded' : 'refinance.interestSaved'),
                      usd(Math.abs(result.interestSaving)),
                    ],
                  ]
                : []
            }
          />
        }
      />
    </div>
  );
}
