import { MORTGAGE_TERMS, type TMortgageTermId } from '@app/shared/constants/payments';
import { majorToMinor } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { SelectField, TextField } from '../../../../ui/field';
import { useOptionLabel } from '../../hooks/use-option-label';
import type { MonthlyFees } from '../../lib/fees';
import { Section } from '../sections/section';
import { AmortisationChart } from './amortisation-chart';
import { usePaymentCalculator } from './use-payment-calculator';

/** The payment calculator: price, down payment, rate and term in; the monthly payment and its schedule out. */
export function PaymentCalculator({ price, fees }: { price: TMoney; fees: MonthlyFees }) {
  const { t } = useTranslation('property');
  const label = useOptionLabel();
  const formatMoney = useFormatMoney();
  const { fields, set, setTerm, breakdown, schedule, downPaymentOutOfRange } = usePaymentCalculator(price, fees);
  const downError = downPaymentOutOfRange ? t('calculator.downPaymentRange') : undefined;
  const money = (major: number) => formatMoney({ amount: majorToMinor(major, price.currency), currency: price.currency });
  const number = { type: 'number', inputMode: 'decimal', min: 0 } as const;

  return (
    <Section title={t('sections.calculator')}>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <form
          className="grid grid-cols-1 gap-4 xs:grid-cols-2"
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('calculator.form')}
        >
          <div className="xs:col-span-2">
            <TextField
              label={t('calculator.price', { currency: price.currency })}
              {...number}
              step="1000"
              value={fields.price}
              onChange={(e) => set('price', e.target.value)}
            />
          </div>
          <TextField
            label={t('calculator.downPercent')}
            {...number}
            max={100}
            step="0.5"
            value={fields.downPercent}
            error={downError}
            onChange={(e) => set('downPercent', e.target.value)}
          />
          <TextField
            label={t('calculator.downAmount')}
            {...number}
            step="1000"
            value={fields.downAmount}
            onChange={(e) => set('downAmount', e.target.value)}
          />
          <TextField
            label={t('calculator.rate')}
            {...number}
            max={30}
            step="0.125"
            value={fields.rate}
            onChange={(e) => set('rate', e.target.value)}
          />
          <SelectField label={t('calculator.term')} value={fields.term} onChange={(e) => setTerm(e.target.value as TMortgageTermId)}>
            {MORTGAGE_TERMS.map((term) => (
              <option key={term.id} value={term.id}>
                {label('mortgageTerms', term.id)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('calculator.taxes')}
            {...number}
            step="10"
            value={fields.taxes}
            onChange={(e) => set('taxes', e.target.value)}
          />
          <TextField label={t('calculator.hoa')} {...number} step="10" value={fields.hoa} onChange={(e) => set('hoa', e.target.value)} />
        </form>
        <div className="flex flex-col gap-4">
          <div aria-live="polite" className="rounded-xl bg-surface p-4">
            <p className="text-sm text-muted">{t('calculator.monthlyTotal')}</p>
            <p className="text-3xl font-bold text-ink">{downError ? '—' : money(breakdown.total)}</p>
            {downError && <p className="mt-2 text-sm text-primary-dark">{downError}</p>}
            <dl hidden={Boolean(downError)} className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('calculator.principalAndInterest')}</dt>
              <dd className="text-right font-semibold tabular-nums">{money(breakdown.principalAndInterest)}</dd>
              <dt>{t('calculator.taxesLine')}</dt>
              <dd className="text-right tabular-nums">{money(breakdown.taxes)}</dd>
              <dt>{t('calculator.hoaLine')}</dt>
              <dd className="text-right tabular-nums">{money(breakdown.hoa)}</dd>
              <dt>{t('calculator.loan')}</dt>
              <dd className="text-right tabular-nums">{money(breakdown.loan)}</dd>
            </dl>
          </div>
          {!downError && <AmortisationChart rows={schedule} formatMoney={money} />}
        </div>
      </div>
      <p className="mt-4 text-xs text-muted">{t('calculator.disclaimer')}</p>
    </Section>
  );
}
