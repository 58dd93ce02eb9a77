import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session/session-store';
import { connectSocket } from '../../../lib/socket/socket';
import { accountQueryOptions } from '../../../lib/session/get-account';
import { toSessionAccount } from '../../../lib/session/store-account';

/**
 * Fills the session at start-up from GET /account and mirrors every later change of the
 * cached account (sign-in, profile saves) into it. A failure at start-up (401, 419, time-out,
 * no network) makes the person a visitor; a failure later does not undo a sign-in that
 * happened meanwhile.
 */
export function useAccountSession() {
  const { data, isError } = useQuery(accountQueryOptions());
  useEffect(() => {
    const session = useSessionStore.getState();
    if (data) {
      session.signIn(toSessionAccount(data));
      connectSocket();
    } else if (isError && session.status === 'loading') {
      session.signOut();
    }
  }, [data, isError]);
}
