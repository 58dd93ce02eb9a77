import { DEFAULT_CURRENCY, currencyMinorDigits } from '@app/shared/reference/currencies';
import { useWatch } from 'react-hook-form';
import { NumberField } from './number-field';

type MoneyFieldProps = { name: string; label: string; error?: string | undefined; hint?: string; emptyValue?: null | undefined };

/** An amount typed in major units (dollars) in the listing's currency, stored in integer minor units. */
export function MoneyField({ label, ...rest }: MoneyFieldProps) {
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? DEFAULT_CURRENCY;
  const digits = currencyMinorDigits(currency);
  return <NumberField {...rest} label={`${label} (${currency})`} decimals={digits} scale={10 ** digits} maxLength={16} />;
}
