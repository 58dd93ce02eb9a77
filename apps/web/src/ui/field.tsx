import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 disabled:bg-surface aria-[invalid=true]:border-primary';

type FieldProps = {
  id?: string | undefined;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean | undefined;
};

/** What the control inside a Field needs so screen readers tie it to its label, hint and error. */
type ControlWiring = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** Label, control, hint and error, wired together for screen readers. */
function Field({ id, label, error, hint, hideLabel, renderControl }: FieldProps & { renderControl(wiring: ControlWiring): ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {label}
      </label>
      {renderControl({ id: controlId, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={`${controlId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input that shows its (already translated) error. */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const field = { id, label, error, hint, hideLabel };
  return <Field {...field} renderControl={(wiring) => <input {...wiring} className={`${CONTROL} border-line ${className}`} {...rest} />} />;
}

/** A labelled multi-line text input. */
export function TextArea({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const field = { id, label, error, hint, hideLabel };
  return (
    <Field
      {...field}
      renderControl={(wiring) => <textarea {...wiring} className={`${CONTROL} min-h-32 border-line ${className}`} {...rest} />}
    />
  );
}

/** A labelled native select; its options are the children. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const field = { id, label, error, hint, hideLabel };
  return (
    <Field {...field} renderControl={(wiring) => <select {...wiring} className={`${CONTROL} border-line ${className}`} {...rest} />} />
  );
}

/** A checkbox with its label to the right. */
export function Checkbox({
  label,
  error,
  id,
  ref,
  ...rest
}: { label: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="flex items-start gap-2 text-sm text-ink">
        <input ref={ref} id={inputId} type="checkbox" aria-invalid={Boolean(error)} className="mt-0.5 h-4 w-4 accent-primary" {...rest} />
        <span>{label}</span>
      </label>
      {error && (
        <p role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </div>
  );
}
