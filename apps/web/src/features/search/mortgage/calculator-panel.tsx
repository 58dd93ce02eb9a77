import { useTranslation } from 'react-i18next';
import { monthlyPayment, yearsOfTerm } from '../../../lib/mortgage/mortgage';
import { Button } from '../../../ui/button';
import { AmountField, LoanFields, ResultBox, ToolLayout } from './mortgage-fields';
import type { ToolProps } from './tool-props';
import { useMortgageFormat } from './use-mortgage-format';

/**
 * Mortgage Calculator: home price, down payment (percent and amount in step), rate, term and the
 * monthly costs → the monthly payment and its parts; "Show homes at this price" searches up to it.
 */
export function CalculatorPanel({ inputs, onPriceMax }: ToolProps) {
  const { t } = useTranslation('mortgage');
  const { usd } = useMortgageFormat();
  const { amounts } = inputs;
  const { bad, values } = inputs.numbers(['price', 'rate'], ['downPercent', 'downAmount', 'costs']);
  const breakdown =
    values &&
    monthlyPayment({
      price: values.price,
      downPayment: amounts.downAmount.value ?? 0,
      annualRatePercent: values.rate,
      years: yearsOfTerm(inputs.fields.term),
      taxesPerMonth: amounts.costs.value ?? 0,
      hoaPerMonth: 0,
    });
  return (
    <ToolLayout
      tool="calculator"
      fields={
        <>
          <AmountField wide label={t('fields.price')} {...inputs.bind('price')} />
          <AmountField label={t('fields.downPercent')} {...inputs.bind('downPercent')} />
          <AmountField label={t('fields.downAmount')} {...inputs.bind('downAmount')} />
          <LoanFields inputs={inputs} />
        </>
      }
      result={
        <ResultBox
          title={t('breakdown.monthly')}
          figure={breakdown && usd(breakdown.total)}
          note={breakdown ? undefined : t(bad ? 'common.fix' : 'calculator.prompt')}
          lines={
            breakdown
              ? [
                  [t('breakdown.principalAndInterest'), usd(breakdown.principalAndInterest)],
                  [t('breakdown.costs'), usd(breakdown.taxes)],
                  [t('breakdown.loan'), usd(breakdown.loan)],
                ]
              : []
          }
        >
          {values && (
            <Button className="self-start" onClick={() => onPriceMax(values.price)}>
              {t('calculator.showHomes')}
            </Button>
          )}
        </ResultBox>
      }
    />
  );
}
