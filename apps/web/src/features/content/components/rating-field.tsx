import { useId } from 'react';
import { useContent } from '../lib/use-content';

type RatingFieldProps = {
  name: string;
  value: number | undefined;
  onChange(value: number): void;
  onBlur(): void;
  error?: string | undefined;
};

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/**
 * A 1–5 star rating built on native radio buttons, so arrow keys, forms and screen readers
 * behave as they do everywhere; each star carries its meaning in text.
 */
export function RatingField({ name, value, onChange, onBlur, error }: RatingFieldProps) {
  const { t, list } = useContent('feedback');
  const id = useId();
  const options = list<string>('rating.options');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-caption`} className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{t('rating.legend')}</legend>
      <div className="flex gap-1">
        {options.map((label, index) => {
          const score = index + 1;
          const lit = value !== undefined && score <= value;
          return (
            <label key={score} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                onBlur={onBlur}
                className="peer sr-only"
              />
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className={`h-10 w-10 rounded-md p-1 peer-focus-visible:ring-3 peer-focus-visible:ring-secondary-dark ${lit ? 'text-secondary-dark' : 'text-line'}`}
                fill="currentColor"
                stroke="#5b6470"
                strokeWidth={lit ? 0 : 0.8}
              >
                <path d={STAR} />
              </svg>
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
      <p id={`${id}-caption`} className="text-sm text-muted">
        {value ? options[value - 1] : t('rating.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
