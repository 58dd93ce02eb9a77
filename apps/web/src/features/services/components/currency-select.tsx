import { CURRENCIES } from '@app/shared/reference/currencies';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field';

type CurrencySelectProps = { value: string; onChange(currency: string): void; error?: string | undefined };

/** The currency a provider prices in (their preferred currency to start with). */
export function CurrencySelect({ value, onChange, error }: CurrencySelectProps) {
  const { t } = useTranslation('services');
  return (
    <SelectField
      label={t('currency')}
      hint={t('currencyHint')}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      {CURRENCIES.map((option) => (
        <option key={option.code} value={option.code}>
          {option.code} ({option.symbol})
        </option>
      ))}
    </SelectField>
  );
}
