import { useId } from 'react';
import { useController } from 'react-hook-form';

export type TRadioOption = { value: string | number; label: string; disabled?: boolean; hint?: string | undefined; extra?: string };

type RadioGroupProps = { name: string; legend: string; options: readonly TRadioOption[]; error?: string | undefined };

/** A fieldset of radio buttons bound to one draft field; disabled choices say why. */
export function RadioGroup({ name, legend, options, error }: RadioGroupProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ name });
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option, index) => (
          <div key={option.value} className="flex flex-col">
            <label className={`flex min-h-11 items-center gap-2 text-sm ${option.disabled ? 'text-muted' : 'text-ink'}`}>
              <input
                ref={index === 0 ? ref : undefined}
                type="radio"
                name={fieldName}
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
