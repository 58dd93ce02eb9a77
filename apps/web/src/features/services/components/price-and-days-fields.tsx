import { SERVICE_DAYS } from '@app/shared/services/service-terms';
import { AmountField } from '../../../ui/offer/amount-field';
import { WholeNumberField } from '../../../ui/whole-number-field';

type Priced = { price: number | null; days: number | null };

type PriceAndDaysFieldsProps = {
  labels: { price: string; days: string; daysHint?: string };
  value: Priced;
  currency: string;
  errors: { price?: string | undefined; days?: string | undefined };
  onChange(change: Partial<Priced>): void;
};

/** A service's price in the provider's currency and the days it takes (1 to SERVICE_DAYS.max). */
export function PriceAndDaysFields({ labels, value, currency, errors, onChange }: PriceAndDaysFieldsProps) {
  return (
    <>
      <AmountField
        label={labels.price}
        value={value.price}
        currency={currency}
        error={errors.price}
        onChange={(price) => onChange({ price })}
      />
      <WholeNumberField
        label={labels.days}
        hint={labels.daysHint}
        value={value.days}
        max={SERVICE_DAYS.max}
        error={errors.days}
        onChange={(days) => onChange({ days })}
      />
    </>
  );
}
