import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logOut } from '../../../features/accounts/api/log-out';
import { resetClientState } from '../../../lib/session/reset-client-state';

/**
 * Logging out: end the server session, then forget everything the browser holds about the
 * person (session, popups, snackbars, path history, cached data, realtime connection) and go
 * home with a goodbye. The local reset happens even when the server cannot be reached.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('nav');
  return async () => {
    try {
      await logOut();
    } catch {
      // Nothing to add: the person asked to leave, and the browser forgets them either way.
    }
    resetClientState({ queryClient, goodbye: t('profile.loggedOut') });
    void navigate('/');
  };
}
