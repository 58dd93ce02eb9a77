import { ZAuthProviders } from '@app/shared/accounts/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '../../../lib/api/api-client';

/** GET /auth/providers: which sign-in methods this server offers ({ google }). */
export function getAuthProviders(signal?: AbortSignal) {
  return api('/auth/providers', ZAuthProviders, { signal });
}

/** The sign-in methods; they change only with the server's configuration. */
export function authProvidersQueryOptions() {
  return queryOptions({ queryKey: ['auth', 'providers'], queryFn: ({ signal }) => getAuthProviders(signal), staleTime: Infinity });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}

/**
 * GET /auth/google?cb=…: a page navigation, not a fetch. The server sends the person back to
 * `cb` (with ?auth=google-failed when it did not work).
 */
export function googleSignInUrl(cb: string) {
  return `${API_BASE}/auth/google?cb=${encodeURIComponent(cb)}`;
}
