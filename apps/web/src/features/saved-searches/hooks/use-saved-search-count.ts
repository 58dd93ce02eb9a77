import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-store';
import { accountQueryOptions } from '../../../lib/session/get-account';
import { useSavedSearchNotice } from '../saved-search-notification';

/**
 * Feeds the account's count of saved searches (its savedSearches ids) to the notification
 * store and returns the store's state: numSavedSearches and notification (spec section 3).
 */
export function useSavedSearchCount() {
  const { signedIn } = useSession();
  const account = useQuery({ ...accountQueryOptions(), enabled: signedIn });
  const observe = useSavedSearchNotice((state) => state.observe);
  const accountId = signedIn ? account.data?._id : undefined;
  const count = account.data?.savedSearches.length ?? 0;
  useEffect(() => {
    if (accountId) observe(accountId, count);
  }, [accountId, count, observe]);
  const notice = useSavedSearchNotice();
  const current = Boolean(accountId) && notice.accountId === accountId;
  return {
    numSavedSearches: current ? notice.numSavedSearches : 0,
    notification: current && notice.notification,
    markSeen: notice.markSeen,
  };
}
