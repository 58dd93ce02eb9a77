import { FormAlert } from './form-alert';
import { useFocusWhen } from './use-focus-when';

/** The form's overall failure (ui FormAlert), taking the focus when it appears. */
export function FocusedFormAlert({ message }: { message: string }) {
  const ref = useFocusWhen<HTMLDivElement>(message);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <FormAlert message={message} />
    </div>
  );
}
