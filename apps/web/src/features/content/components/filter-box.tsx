import { useId } from 'react';

type FilterBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** Announced politely as the results change, e.g. "Matching questions: 3". */
  status: string;
};

/** A search box that narrows the list below it as the reader types; the count is announced. */
export function FilterBox({ label, placeholder, value, onChange, status }: FilterBoxProps) {
  const inputId = useId();
  return (
    <div role="search" className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      />
      <p aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
