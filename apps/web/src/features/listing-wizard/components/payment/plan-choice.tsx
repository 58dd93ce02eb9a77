import { LISTING_TERMS_MONTHS, maxPhotosForTerm, type TListingTermMonths } from '@app/shared/constants/listings';
import { priceFor } from '@app/shared/payments/price-catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';

/** The catalogue price of a plan term. */
export const planPrice = (term: TListingTermMonths) => priceFor(term === 3 ? 'listing-plan-3m' : 'listing-plan-6m');

type PlanChoiceProps = {
  legend: string;
  value: number | null | undefined;
  onChange(term: TListingTermMonths): void;
  error?: string | undefined;
};

/** The listing plan: 3 or 6 months at the catalogue's prices, with each term's photo limit. */
export function PlanChoice({ legend, value, onChange, error }: PlanChoiceProps) {
  const { t } = useTranslation('listingWizard');
  const formatMoney = useFormatMoney();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-base font-semibold text-ink">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {LISTING_TERMS_MONTHS.map((term) => {
          const price = planPrice(term);
          return (
            <label
              key={term}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${value === term ? 'border-primary bg-primary-light' : 'border-line'}`}
            >
              <input
                type="radio"
                name={name}
                checked={value === term}
                data-invalid={error ? 'true' : undefined}
                onChange={() => onChange(term)}
                className="mt-1 h-4 w-4 accent-primary"
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-ink">{t('payment.term', { months: term })}</span>
                <span className="text-lg font-bold tabular-nums text-ink">
                  {formatMoney({ amount: price.amount, currency: price.currency })}
                </span>
                <span className="text-sm text-muted">{t('payment.photoLimit', { max: maxPhotosForTerm(term) })}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
