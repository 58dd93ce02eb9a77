import { COUNTRY_HEADER } from '@app/shared/accounts/country-header';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@app/shared/messages/messages';
import { api, ApiError, lazySchema } from '../api/api-client';
import { pageCountry, rememberCountry } from './country';
import { hasSignedInHint } from './signed-in-hint';

const ZAccount = lazySchema(() => import('@app/shared/accounts/account.schema').then((m) => m.ZAccount));

/** The account's cache key: the one source of truth for who is signed in. */
export const accountQueryKey = ['account'] as const;

/** Spec section 9: the account request times out after 5000 ms. */
export const ACCOUNT_TIMEOUT_MS = 5000;

/**
 * GET /account: the signed-in person's account; 401 for visitors. Every reply carries the
 * person's country, which is kept in localStorage. A browser without a session does not ask:
 * it fails the same way at once and takes the country from the page.
 */
export function getAccount(signal?: AbortSignal) {
  if (!hasSignedInHint()) {
    rememberCountry(pageCountry());
    return Promise.reject(new ApiError(401, 'UNAUTHENTICATED', MESSAGES.youNeedToBeSignedIn));
  }
  return fetchAccount(signal, (headers) => rememberCountry(headers.get(COUNTRY_HEADER)));
}

/** GET /account itself, as a page rendered on the server asks it too (decision 090). */
export function fetchAccount(signal?: AbortSignal, onHeaders?: (headers: Headers) => void) {
  return api('/account', ZAccount, { signal, timeoutMs: ACCOUNT_TIMEOUT_MS, onHeaders });
}

/**
 * Query options for the account. A failure means "visitor", so it is not retried. The session's
 * question (`meta.session`): a page the server renders settles it before its first render.
 */
export function accountQueryOptions() {
  return queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => getAccount(signal), retry: false, meta: { session: true } });
}

/** The signed-in person's account, from the cache filled at start-up and by sign-in. */
export function useAccount() {
  return useQuery(accountQueryOptions());
}
