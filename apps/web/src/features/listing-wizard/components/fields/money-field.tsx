import { DEFAULT_CURRENCY, currencyMinorDigits } from '@app/shared/reference/currencies';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from './number-field';

type MoneyFieldProps = { name: string; label: string; error?: string | undefined; hint?: string; emptyValue?: null | undefined };

/** An amount typed in major units (dollars) in the listing's currency, stored in integer minor units. */
export function MoneyField({ label, ...rest }: MoneyFieldProps) {
  const currency = (useWatch({ name: 'currency' }) as string | undefined) ?? DEFAULT_CURRENCY;
  const digits = currencyMinorDigits(currency);
  const { t } = useTranslation('common');
  return (
    <NumberField {...rest} label={t('withNote', { text: label, note: currency })} decimals={digits} scale={10 ** digits} maxLength={16} />
  );
}
