import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCancelRecoveryAction } from '../../features/accounts/hooks/use-cancel-recovery-action';
import { useMessageText } from '../../lib/i18n/messages-catalog';
import { usePopupStore } from '../../lib/popups/popup-store';
import { snackbar } from '../../lib/snackbar/snackbar-store';

/**
 * URL actions (spec section 2, route guards), each handled once and then removed from the URL:
 * `?action=signup` opens the sign-up popup; `?action=cancel-recovery&refId=…` cancels a
 * password recovery; `?auth=google-failed` (Google sign-in came back unfinished) and
 * `?auth=google-other-browser` (its callback reached a browser that did not start it) say so.
 */
const GOOGLE_FAILURES = { 'google-failed': 'googleSignInFailed', 'google-other-browser': 'googleSignInOtherBrowser' } as const;

/** Follows a recovery mail's "this wasn't me" link; mounted only then, so its texts load only then. */
function CancelRecoveryAction({ refId, onDone }: { refId: string; onDone: () => void }) {
  useCancelRecoveryAction(refId, onDone);
  return null;
}

export function QueryActions() {
  const [params, setParams] = useSearchParams();
  const openPopup = usePopupStore((state) => state.openPopup);
  // Its texts never hold up the page: the Google sign-in notes wait for the messages catalog.
  const { text: messageText, ready } = useMessageText();
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
    if (!googleFailure || googleFailureShown.current || !ready) return;
    googleFailureShown.current = true;
    snackbar.error(messageText(googleFailure));
    removeParams('auth');
  }, [googleFailure, ready, messageText, removeParams]);

  const onRecoveryCancelled = useCallback(() => removeParams('action', 'refId'), [removeParams]);
  const recoveryRefId = action === 'cancel-recovery' ? params.get('refId') : null;
  return recoveryRefId ? (
    <Suspense fallback={null}>
      <CancelRecoveryAction refId={recoveryRefId} onDone={onRecoveryCancelled} />
    </Suspense>
  ) : null;
}
