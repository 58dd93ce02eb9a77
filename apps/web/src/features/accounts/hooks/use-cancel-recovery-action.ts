import { decodePassword } from '@app/shared/accounts/password-transport';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useCancelRecovery } from '../api/cancel-recovery';

/**
 * `?action=cancel-recovery&refId=<base64 email>.<signature>` (spec section 2): the recovery
 * mail's "this wasn't me" link. Posts the decoded email with the refId, which the server checks,
 * once per refId (also under StrictMode's double effects), then says how it went; `onDone`
 * removes the parameters. Its texts (accounts and messages) are loaded only when the link is followed.
 */
export function useCancelRecoveryAction(refId: string | null, onDone: () => void) {
  const { t } = useTranslation(['accounts', 'messages']);
  const { mutate } = useCancelRecovery();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!refId || handled.current === refId) return;
    handled.current = refId;
    // The refId uses the same base64-of-UTF-8 encoding as passwords in transit.
    const email = decodePassword(refId.split('.')[0] ?? '') ?? '';
    mutate(
      { email, refId },
      {
        onSuccess: () => snackbar.success(t('cancelRecovery.done')),
        onError: (error) => snackbar.error(translateMessage(t, error.message)),
        onSettled: onDone,
      },
    );
  }, [refId, mutate, onDone, t]);
}
