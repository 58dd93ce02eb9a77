import { useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZProfile = lazySchema(() => import('@app/shared/professionals/profile-views.schema').then((m) => m.ZPublicProfessionalProfile));

type ProfileQuery = { id: string; zipCode?: string | undefined; locale: string; signedIn: boolean };

/** GET /professionals/{id}?zipCode=&locale=: a listed professional's public profile, About me in the reader's language when published in it. */
export function getProfessional({ id, zipCode, locale }: ProfileQuery, signal?: AbortSignal) {
  return api(`/professionals/${encodeURIComponent(id)}`, ZProfile, { query: { zipCode, locale }, signal });
}

/** The public profile; asked again on signing in or out (the contact email is for signed-in readers). */
export function useProfessional(query: ProfileQuery) {
  return useQuery({ queryKey: ['professionals', 'profile', query], queryFn: ({ signal }) => getProfessional(query, signal) });
}
