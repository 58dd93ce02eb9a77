import { useId } from 'react';

type FilePickerProps = {
  label: string;
  /** Content types the picker offers. */
  accept: readonly string[];
  multiple?: boolean;
  /** Why no more files can be added; the picker is disabled while set. */
  disabledReason?: string | undefined;
  onFiles(files: File[]): void;
};

/**
 * A native file input dressed as a button: the keyboard reaches it and screen readers read its
 * label, and the reason when it is disabled.
 */
export function FilePicker({ label, accept, multiple = false, disabledReason, onFiles }: FilePickerProps) {
  const id = useId();
  const disabled = Boolean(disabledReason);
  return (
    <div className="flex flex-col items-start gap-1">
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={disabled ? `${id}-reason` : undefined}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={`inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-secondary-dark ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-surface'}`}
      >
        {label}
      </label>
      {disabledReason && (
        <p id={`${id}-reason`} className="text-sm text-muted">
          {disabledReason}
        </p>
      )}
    </div>
  );
}
