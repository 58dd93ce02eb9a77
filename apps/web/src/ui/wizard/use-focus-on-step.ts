import { useLayoutEffect, useRef } from 'react';

/**
 * A ref whose element (the step's heading) takes the focus whenever `step` changes, not on the
 * first render. Before paint: the new step never shows with focus still on the button that led to it.
 */
export function useFocusOnStep<T extends HTMLElement>(step: string) {
  const ref = useRef<T>(null);
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    ref.current?.focus();
  }, [step]);
  return ref;
}
