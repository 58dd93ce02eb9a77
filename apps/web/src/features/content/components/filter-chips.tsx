type FilterChipsProps<T extends string> = {
  label: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange(value: T): void;
};

/** A row of toggle buttons choosing one category; the pressed one is announced as such. */
export function FilterChips<T extends string>({ label, options, value, onChange }: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.id === value;
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.id)}
            className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              pressed ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:bg-surface'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
