import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCancelRecoveryAction } from '../../features/accounts/hooks/use-cancel-recovery-action';
import { usePopupStore } from '../../lib/popups/popup-store';
import { snackbar } from '../../lib/snackbar/snackbar-store';

/**
 * URL actions (spec section 2, route guards), each handled once and then removed from the URL:
 * `?action=signup` opens the sign-up popup; `?action=cancel-recovery&refId=…` cancels a
 * password recovery; `?auth=google-failed` (Google sign-in came back unfinished) and
 * `?auth=google-other-browser` (its callback reached a browser that did not start it) say so.
 */
const GOOGLE_FAILURES = { 'google-failed': 'googleSignInFailed', 'google-other-browser': 'googleSignInOtherBrowser' } as const;

export function QueryActions() {
  const [params, setParams] = useSearchParams();
  const openPopup = usePopupStore((state) => state.openPopup);
  const { t } = useTranslation('messages');
  const googleFailureShown = useRef(false);
  const action = params.get('action');
  const auth = params.get('auth');
  const googleFailure = auth && Object.hasOwn(GOOGLE_FAILURES, auth) ? GOOGLE_FAILURES[auth as keyof typeof GOOGLE_FAILURES] : null;

  const removeParams = useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (action !== 'signup') return;
    openPopup('signup');
    removeParams('action');
  }, [action, openPopup, removeParams]);

  useEffect(() => {
    if (!googleFailure || googleFailureShown.current) return;
    googleFailureShown.current = true;
    snackbar.error(t(googleFailure));
    removeParams('auth');
  }, [googleFailure, t, removeParams]);

  const onRecoveryCancelled = useCallback(() => removeParams('action', 'refId'), [removeParams]);
  useCancelRecoveryAction(action === 'cancel-recovery' ? params.get('refId') : null, onRecoveryCancelled);
  return null;
}
