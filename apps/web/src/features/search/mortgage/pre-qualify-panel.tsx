import { useTranslation } from 'react-i18next';
import { yearsOfTerm } from '../../../lib/mortgage/mortgage';
import { Button } from '../../../ui/button';
import { affordability } from './affordability';
import { AmountField, LoanFields, ResultBox, ToolLayout } from './mortgage-fields';
import type { ToolProps } from './tool-props';
import { useMortgageFormat } from './use-mortgage-format';

/**
 * Get Pre-Qualified: income, debts, down payment, rate, term and monthly costs → the highest home
 * price under the 28%/36% rules and the payment it implies; "Show homes up to $X" searches up to
 * it. An estimate, and it says so: never a lender's approval.
 */
export function PreQualifyPanel({ inputs, onPriceMax }: ToolProps) {
  const { t } = useTranslation('mortgage');
  const { usd } = useMortgageFormat();
  const { amounts } = inputs;
  const { bad, values } = inputs.numbers(['income', 'rate'], ['debts', 'cash', 'costs']);
  const result =
    values &&
    affordability({
      annualIncome: values.income,
      monthlyDebts: amounts.debts.value ?? 0,
      downPayment: amounts.cash.value ?? 0,
      annualRatePercent: values.rate,
      years: yearsOfTerm(inputs.fields.term),
      monthlyCosts: amounts.costs.value ?? 0,
    });
  const shown = result && !result.noRoomForLoan ? result : null;

  return (
    <ToolLayout
      tool="prequal"
      intro
      fields={
        <>
          <AmountField wide label={t('fields.income')} {...inputs.bind('income')} />
          <AmountField label={t('fields.debts')} hint={t('fields.debtsHint')} {...inputs.bind('debts')} />
          <AmountField label={t('fields.cash')} {...inputs.bind('cash')} />
          <LoanFields inputs={inputs} />
        </>
      }
      result={
        <ResultBox
          title={t('prequal.result')}
          figure={shown && usd(shown.maxPrice)}
          note={shown ? undefined : t(result ? 'prequal.noRoom' : bad ? 'common.fix' : 'prequal.prompt')}
          lines={
            shown
              ? [
                  [t('breakdown.monthly'), usd(shown.monthlyPayment)],
                  [t('breakdown.principalAndInterest'), usd(shown.principalAndInterest)],
                  [t('breakdown.costs'), usd(shown.monthlyCosts)],
                  [t('breakdown.loan'), usd(shown.loan)],
                ]
              : []
          }
        >
          {shown && (
            <>
              <p className="text-sm text-muted">
                {t(shown.limit === 'front' ? 'prequal.limitFront' : 'prequal.limitBack', { budget: usd(shown.housingBudget) })}
              </p>
              <Button className="self-start" onClick={() => onPriceMax(shown.maxPrice)}>
                {t('prequal.showHomes', { price: usd(shown.maxPrice) })}
              </Button>
            </>
          )}
        </ResultBox>
      }
    />
  );
}
