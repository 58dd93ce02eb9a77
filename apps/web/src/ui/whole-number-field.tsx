import type { ReactNode } from 'react';
import { TextField } from './field';

type WholeNumberFieldProps = {
  label: string;
  value: number | null | undefined;
  onChange(value: number | null): void;
  error?: string | undefined;
  hint?: ReactNode;
  max: number;
};

/** A whole number (days), digits only. */
export function WholeNumberField({ label, value, onChange, error, hint, max }: WholeNumberFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      value={value === null || value === undefined ? '' : String(value)}
      error={error}
      hint={hint}
      maxLength={String(max).length}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        onChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}
