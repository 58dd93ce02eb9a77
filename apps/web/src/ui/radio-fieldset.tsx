import { useId, type Ref } from 'react';

export type TRadioOption<V extends string | number = string | number> = {
  value: V;
  label: string;
  disabled?: boolean;
  hint?: string | undefined;
  /** A figure shown after the label (a price, a count). */
  extra?: string;
};

type RadioFieldsetProps<V extends string | number> = {
  legend: string;
  options: readonly TRadioOption<V>[];
  value: V | undefined;
  onChange(value: V): void;
  onBlur?: () => void;
  error?: string | undefined;
  /** The group's form name; one is made up when the group is not part of a native form. */
  name?: string;
  /** Given to the first radio, so a form library can focus the group on error. */
  inputRef?: Ref<HTMLInputElement>;
  /** Choices side by side (short labels) or one per line (labels with hints). */
  layout?: 'row' | 'column';
};

/** One choice among a few, as radio buttons in a fieldset; disabled choices say why, and the error is read with the group. */
export function RadioFieldset<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  name,
  inputRef,
  layout = 'column',
}: RadioFieldsetProps<V>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className={layout === 'row' ? 'flex flex-wrap gap-x-6 gap-y-2' : 'flex flex-col gap-1'}>
        {options.map((option, index) => (
          <div key={option.value} className="flex flex-col">
            <label className={`flex min-h-11 items-center gap-2 text-sm ${option.disabled ? 'text-muted' : 'text-ink'}`}>
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                name={name ?? id}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                data-invalid={error ? 'true' : undefined}
                aria-describedby={option.hint ? `${id}-${index}-hint` : undefined}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                className="h-4 w-4 accent-primary"
              />
              <span>{option.label}</span>
              {option.extra && <span className="font-semibold tabular-nums">{option.extra}</span>}
            </label>
            {option.hint && (
              <span id={`${id}-${index}-hint`} className="-mt-2 pl-6 text-xs text-muted">
                {option.hint}
              </span>
            )}
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
