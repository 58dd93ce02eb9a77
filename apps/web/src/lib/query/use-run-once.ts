import { useEffect, useRef } from 'react';

/**
 * Calls `run(value)` once per value after mounting (a mailed link's token): StrictMode's
 * second effect run and re-renders do not send it again.
 */
export function useRunOnce<T>(run: (value: T) => void, value: T) {
  const done = useRef<T | null>(null);
  useEffect(() => {
    if (done.current === value) return;
    done.current = value;
    run(value);
  }, [value, run]);
}
