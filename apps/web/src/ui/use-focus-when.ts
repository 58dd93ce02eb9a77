import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus whenever `message` becomes non-empty: after a failed
 * submission the reader lands on what went wrong (the submit button was disabled meanwhile, so
 * focus would otherwise be lost).
 */
export function useFocusWhen<T extends HTMLElement>(message: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return ref;
}
