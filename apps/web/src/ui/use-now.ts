import { useEffect, useState } from 'react';

/** The current time, taken again every `everyMs` (a countdown's tick); the timer stops when the component goes. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
