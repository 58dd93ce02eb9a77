import { ZOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The own profile's cache key; saving a step or submitting replaces the entry. */
export const ownProfileQueryKey = ['professionals', 'me'] as const;

/** GET /professionals/me: the signed-in account's profile (null before the first step is saved). */
export function getOwnProfile(signal?: AbortSignal) {
  return api('/professionals/me', ZOwnProfessionalProfile.nullable(), { signal });
}

/** Query options for the own profile. */
export function ownProfileQueryOptions() {
  return queryOptions({ queryKey: ownProfileQueryKey, queryFn: ({ signal }) => getOwnProfile(signal) });
}
