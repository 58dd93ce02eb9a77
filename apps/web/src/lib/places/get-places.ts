import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../api/api-client';

/** Suggestions a location box shows at most. */
export const PLACES_LIMIT = 8;
// .array() rather than z.array: the web app reaches zod only through the shared package.
const ZPlaces = lazySchema(() => import('@app/shared/search/search.schema').then((m) => m.ZPlace.array()));

/** GET /places?q=&limit=: places whose name or ZIP starts like the text; [] when nothing matches. */
export function getPlaces(q: string, signal?: AbortSignal) {
  return api('/places', ZPlaces, { query: { q, limit: PLACES_LIMIT }, signal });
}

/** Query options for place suggestions (their own key: places are not search results); places change rarely, so answers stay fresh for minutes. */
export function placesQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['places', q],
    queryFn: ({ signal }) => getPlaces(q, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * Place suggestions for `q` (trimmed); nothing is asked for blank text or while `enabled` is false.
 * The last suggestions stay listed while the next ones load, so the list does not blink per key.
 */
export function usePlaces(q: string, enabled: boolean) {
  const text = q.trim();
  return useQuery({ ...placesQueryOptions(text), enabled: enabled && text !== '', placeholderData: keepPreviousData });
}
