import { useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { TextField } from '../../../../ui/field';
import { filterNumberText, formatNumberText, parseNumberText, type TNumberFormat } from './number-text';

type NumberFieldProps = Partial<TNumberFormat> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
  /** What an empty field stores: null where the draft allows it, else undefined. */
  emptyValue?: null | undefined;
};

/**
 * A number typed as text (so "12." can be on its way to "12.5"), stored as a number or null.
 * Only what a number can hold is accepted as it is typed; what was typed stays on any error.
 */
export function NumberField({ name, decimals = 0, scale = 1, negative = false, emptyValue = null, ...rest }: NumberFieldProps) {
  const format: TNumberFormat = { decimals, scale, negative };
  const {
    field: { ref, name: fieldName, value, onBlur, onChange },
  } = useController({ name });
  const [text, setText] = useState(() => formatNumberText(value, format));
  const [known, setKnown] = useState(value);
  // Changed from outside (a unit or currency change, the map): show the new value.
  if (value !== known) {
    setKnown(value);
    setText(formatNumberText(value, format));
  }
  return (
    <TextField
      {...rest}
      ref={ref}
      name={fieldName}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        const next = filterNumberText(event.target.value, format);
        const parsed = parseNumberText(next, format) ?? emptyValue;
        setText(next);
        setKnown(parsed);
        onChange(parsed);
      }}
    />
  );
}
