import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/field';
import { AmountField } from '../../../ui/offer/amount-field';
import { useLocalMoney } from '../../../ui/offer/money-with-local';
import { WholeNumberField } from '../../../ui/whole-number-field';
import type { TTermsInput } from '../model/terms-input';
import type { TMoneyView } from './term-value';

/** The draft schema's limits: up to 10 increase deposits, periods of up to 365 days. */
const MAX_INCREASES = 10;
const MAX_DAYS = 365;

type TermsFieldsProps = {
  terms: TTermsInput;
  onChange(terms: TTermsInput): void;
  money: TMoneyView;
  /** Already translated messages by field path ('terms.offerPrice', 'terms.increaseDeposits.1'). */
  errors: Record<string, string>;
};

/**
 * The negotiable terms as fields, amounts in the offer's currency with the reader's own
 * equivalent under each: price, closing days, initial and increase deposits, escrow period,
 * owner carry, other terms and the minimum counter.
 */
export function TermsFields({ terms, onChange, money, errors }: TermsFieldsProps) {
  const { t } = useTranslation('offerNegotiation');
  const localMoney = useLocalMoney(money.currency, money.local, money.rates);
  const set = <K extends keyof TTermsInput>(field: K, value: TTermsInput[K]) => onChange({ ...terms, [field]: value });
  const local = (amount: number | null) => (amount === null ? undefined : localMoney.local(amount) || undefined);
  const amountField = (field: 'offerPrice' | 'initialDeposit' | 'ownerCarry' | 'minimumCounter', hint?: string) => (
    <AmountField
      label={t(`terms.fields.${field}`)}
      currency={money.currency}
      value={terms[field]}
      error={errors[`terms.${field}`]}
      hint={local(terms[field]) ?? hint}
      onChange={(value) => set(field, value)}
    />
  );
  const increases = terms.increaseDeposits;
  return (
    <div className="flex flex-col gap-5">
      {amountField('offerPrice')}
      <WholeNumberField
        label={t('terms.fields.closingDays')}
        max={MAX_DAYS}
        value={terms.closingDays}
        error={errors['terms.closingDays']}
        onChange={(value) => set('closingDays', value)}
      />
      {amountField('initialDeposit')}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink">{t('terms.fields.increaseDeposits')}</legend>
        {increases.length === 0 && <p className="text-sm text-muted">{t('terms.none')}</p>}
        {increases.map((deposit, index) => (
          <div key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <AmountField
                label={t('form.increase', { number: index + 1 })}
                currency={money.currency}
                value={deposit}
                error={errors[`terms.increaseDeposits.${index}`]}
                hint={local(deposit)}
                onChange={(value) =>
                  set(
                    'increaseDeposits',
                    increases.map((other, i) => (i === index ? value : other)),
                  )
                }
              />
            </div>
            <Button
              variant="ghost"
              aria-label={t('form.removeIncrease', { number: index + 1 })}
              onClick={() =>
                set(
                  'increaseDeposits',
                  increases.filter((_, i) => i !== index),
                )
              }
            >
              {t('form.remove')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="outline"
            disabled={increases.length >= MAX_INCREASES}
            onClick={() => set('increaseDeposits', [...increases, null])}
          >
            {t('form.addIncrease')}
          </Button>
        </div>
      </fieldset>
      <WholeNumberField
        label={t('terms.fields.escrowPeriodDays')}
        max={MAX_DAYS}
        value={terms.escrowPeriodDays}
        error={errors['terms.escrowPeriodDays']}
        onChange={(value) => set('escrowPeriodDays', value)}
      />
      {amountField('ownerCarry')}
      <TextArea
        label={t('terms.fields.otherTerms')}
        maxLength={4000}
        rows={4}
        value={terms.otherTerms}
        error={errors['terms.otherTerms']}
        onChange={(event) => set('otherTerms', event.target.value)}
      />
      {amountField('minimumCounter', t('form.minimumCounterHint'))}
    </div>
  );
}
