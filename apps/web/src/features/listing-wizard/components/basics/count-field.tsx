import { filterDigits } from '@app/shared/validation/field-filters';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../../ui/field';

/** Counts offered one by one; "5+" opens a field for the exact number. */
const MANY = 5;

type CountFieldProps = { name: string; label: string; error?: string | undefined; counts: readonly number[]; zeroLabel?: string };

/** Beds or baths: Studio (0 beds), 1 to 4, or 5+ with the exact number. */
export function CountField({ name, label, error, counts, zeroLabel }: CountFieldProps) {
  const { t } = useTranslation('listingWizard');
  const {
    field: { ref, value: raw, onBlur, onChange },
  } = useController({ name });
  const value = typeof raw === 'number' ? raw : null;
  const [exact, setExact] = useState(value !== null && value >= MANY ? String(value) : '');
  const choice = value === null ? '' : value >= MANY ? 'many' : String(value);
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        ref={ref}
        label={label}
        error={error}
        value={choice}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'many') setExact(String(Math.max(MANY, value ?? MANY)));
          onChange(next === '' ? null : next === 'many' ? Math.max(MANY, value ?? MANY) : Number(next));
        }}
      >
        <option value="">{t('basics.choose')}</option>
        {counts.map((count) => (
          <option key={count} value={count}>
            {count === 0 && zeroLabel ? zeroLabel : count}
          </option>
        ))}
        <option value="many">{MANY}+</option>
      </SelectField>
      {choice === 'many' && (
        <TextField
          label={t('basics.exactCount', { label })}
          inputMode="numeric"
          maxLength={2}
          value={exact}
          onChange={(event) => {
            const digits = filterDigits(event.target.value);
            setExact(digits);
            if (digits) onChange(Math.max(MANY, Number(digits)));
          }}
          onBlur={() => setExact(String(value ?? MANY))}
        />
      )}
    </div>
  );
}
