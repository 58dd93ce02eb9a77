import { currencyMinorDigits } from '@app/shared/reference/currencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../field';

type AmountFieldProps = {
  label: string;
  /** Integer minor units, null when empty. */
  value: number | null | undefined;
  currency: string;
  onChange(value: number | null): void;
  error?: string | undefined;
  hint?: string | undefined;
};

const toText = (value: number | null | undefined, scale: number) => (typeof value === 'number' ? String(value / scale) : '');

/** An amount typed in major units of the offer's currency (dollars), kept in integer minor units. */
export function AmountField({ label, value, currency, onChange, error, hint }: AmountFieldProps) {
  const { t } = useTranslation('common');
  const digits = currencyMinorDigits(currency);
  const scale = 10 ** digits;
  const [text, setText] = useState(() => toText(value, scale));
  // Follows the value when it changes from outside (a reload), not while it is being typed.
  const parsed = text.trim() === '' ? null : Math.round(Number(text) * scale);
  const shown = (value ?? null) === parsed ? text : toText(value, scale);
  return (
    <TextField
      label={t('withNote', { text: label, note: currency })}
      inputMode="decimal"
      autoComplete="off"
      maxLength={16}
      value={shown}
      error={error}
      hint={hint}
      onChange={(event) => {
        const [whole = '', ...rest] = event.target.value.replace(digits > 0 ? /[^\d.]/g : /\D/g, '').split('.');
        const next = whole.replace(/^0{2,}/, '0') + (rest.length > 0 && digits > 0 ? `.${rest.join('').slice(0, digits)}` : '');
        setText(next);
        onChange(/\d/.test(next) ? Math.round(Number(next) * scale) : null);
      }}
    />
  );
}
