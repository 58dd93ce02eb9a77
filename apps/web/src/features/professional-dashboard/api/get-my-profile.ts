import { ZOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /professionals/me: the signed-in person's professional profile, or null without one. */
export function getMyProfile(signal?: AbortSignal) {
  return api('/professionals/me', ZOwnProfessionalProfile.nullable(), { signal });
}

/** Query options for the own profile (the verify page; the membership page's position). */
export function myProfileQueryOptions() {
  return queryOptions({ queryKey: ['professionals', 'me'], queryFn: ({ signal }) => getMyProfile(signal) });
}

/** The own professional profile. */
export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
