import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PENDING_PARAM, type PendingAction } from './use-listing-actions';

/**
 * Finishes what a visitor asked for before logging in (`?then=save|hide|contact|offer`), once, when
 * they are signed in and their account is loaded, then drops the parameter from the URL.
 */
export function usePendingAction(ready: boolean, run: (action: PendingAction) => void) {
  const [params, setParams] = useSearchParams();
  const action = params.get(PENDING_PARAM);
  const done = useRef<string | null>(null);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    if (!ready || !action || done.current === action) return;
    done.current = action;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PENDING_PARAM);
        return next;
      },
      { replace: true },
    );
    // After dropping the parameter: an action that moves to another page (contact) must be the last move.
    if (action === 'save' || action === 'hide' || action === 'contact' || action === 'offer') runRef.current(action);
  }, [ready, action, setParams]);
}
