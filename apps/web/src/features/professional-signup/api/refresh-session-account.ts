import type { QueryClient } from '@tanstack/react-query';
import { getAccount } from '../../../lib/session/get-account';
import { storeAccount } from '../../../lib/session/store-account';

/**
 * Asks for the account again after the profile changed: its professional role (decided on the
 * server) opens the professional routes, such as /professional/edit/{id}. A failure changes nothing.
 */
export async function refreshSessionAccount(queryClient: QueryClient) {
  try {
    storeAccount(queryClient, await getAccount());
  } catch {
    // The session stays as it was; the next page load asks again.
  }
}
