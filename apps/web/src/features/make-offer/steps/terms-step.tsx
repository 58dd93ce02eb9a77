import { offerMoney } from '@app/shared/offers/offer-terms';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { TextArea, TextField } from '../../../ui/field';
import { useListingCosts } from '../api/get-listing-terms';
import { AmountField } from '../../../ui/offer/amount-field';
import { DepositSchedule } from '../../../ui/offer/deposit-schedule';
import { LocalEstimate } from '../components/local-estimate';
import { MoneyWithLocal } from '../../../ui/offer/money-with-local';
import { useBuyerCurrency } from '../hooks/use-buyer-currency';
import type { OfferStepProps } from './offer-step';

/** Increase deposits an offer may list (the draft schema's limit). */
const MAX_INCREASES = 10;

/**
 * Page 7, Terms: the initial escrow deposit, increase deposits, the balance (offer price minus the
 * deposits, computed by the shared offer-terms), escrow period, owner carry, other terms and the
 * minimum counter, then the deposit schedule. A buyer from abroad also sees an estimate of what
 * the purchase costs them in their own currency.
 */
export default function TermsStep({ offer, value, onChange, result }: OfferStepProps<'terms'>) {
  const { t } = useTranslation('offerPages');
  const translate = useTranslateMessage();
  const buyer = useBuyerCurrency(offer);
  const costs = useListingCosts(offer.property, buyer.foreign);
  const errorAt = (path: string) => {
    const message = result.invalid[path] ?? result.missing[path];
    return message ? translate(message) : undefined;
  };
  const currency = offer.currency;
  const increases = value.increase_escrow_deposits ?? [];
  const setIncreases = (next: typeof increases) => onChange({ ...value, increase_escrow_deposits: next });
  // The balance and schedule of the answers as typed; due dates come from the server's events (the
  // signed offer), and the fees are the server's (the booking deposit's minimum is converted at its rates).
  const computed = offerMoney({ ...offer.draft, terms: value });
  const money = {
    ...computed,
    technologyFee: offer.money.technologyFee,
    bookingDeposit: offer.money.bookingDeposit,
    deposits: computed.deposits.map((deposit, i) => ({ ...deposit, dueAt: offer.money.deposits[i]?.dueAt ?? null })),
  };
  return (
    <div className="flex flex-col gap-6">
      <AmountField
        label={t('terms.initialDeposit')}
        currency={currency}
        value={value.initial_escrow_deposit?.deposit}
        error={errorAt('initial_escrow_deposit.deposit')}
        onChange={(deposit) => onChange({ ...value, initial_escrow_deposit: { deposit } })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-ink">{t('terms.increases')}</legend>
        {increases.length === 0 && <p className="text-sm text-muted">{t('terms.noIncreases')}</p>}
        {increases.map((entry, index) => (
          <div key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <AmountField
                label={t('terms.increase', { number: index + 1 })}
                currency={currency}
                value={entry.deposit}
                error={errorAt(`increase_escrow_deposits.${index}.deposit`)}
                onChange={(deposit) => setIncreases(increases.map((other, i) => (i === index ? { deposit } : other)))}
              />
            </div>
            <Button
              variant="ghost"
              aria-label={t('terms.removeIncrease', { number: index + 1 })}
              onClick={() => setIncreases(increases.filter((_, i) => i !== index))}
            >
              {t('terms.remove')}
            </Button>
          </div>
        ))}
        {errorAt('increase_escrow_deposits') && (
          <p role="alert" className="text-xs font-medium text-primary-dark">
            {errorAt('increase_escrow_deposits')}
          </p>
        )}
        <div>
          <Button
            variant="outline"
            disabled={increases.length >= MAX_INCREASES}
            onClick={() => setIncreases([...increases, { deposit: null }])}
          >
            {t('terms.addIncrease')}
          </Button>
        </div>
      </fieldset>
      <div className="rounded-xl bg-surface p-4" aria-live="polite">
        <p className="text-sm text-muted">{t('terms.balanceHint')}</p>
        <p className="text-lg">
          <span className="font-semibold text-ink">{t('terms.balance')}: </span>
          {money.balance === null ? (
            <span className="text-muted">{t('terms.balanceNeedsPrice')}</span>
          ) : (
            <MoneyWithLocal amount={money.balance} currency={currency} local={null} rates={undefined} />
          )}
        </p>
      </div>
      <TextField
        label={t('terms.escrowPeriod')}
        inputMode="numeric"
        maxLength={3}
        value={value.escrowPeriodDays ?? ''}
        error={errorAt('escrowPeriodDays')}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange({ ...value, escrowPeriodDays: digits ? Number(digits) : null });
        }}
      />
      <AmountField
        label={t('terms.ownerCarry')}
        hint={t('terms.ownerCarryHint')}
        currency={currency}
        value={value.ownerCarry}
        error={errorAt('ownerCarry')}
        onChange={(ownerCarry) => onChange({ ...value, ownerCarry })}
      />
      <TextArea
        label={t('terms.otherTerms')}
        maxLength={4000}
        rows={4}
        value={value.otherTerms ?? ''}
        error={errorAt('otherTerms')}
        onChange={(event) => onChange({ ...value, otherTerms: event.target.value })}
      />
      <AmountField
        label={t('terms.minimumCounter')}
        hint={t('terms.minimumCounterHint')}
        currency={currency}
        value={value.minimumCounter}
        error={errorAt('minimumCounter')}
        onChange={(minimumCounter) => onChange({ ...value, minimumCounter })}
      />
      <DepositSchedule money={money} currency={currency} />
      {buyer.foreign && <LocalEstimate offer={{ ...offer, money }} local={buyer.local} rates={buyer.rates} costs={costs.data ?? []} />}
    </div>
  );
}
