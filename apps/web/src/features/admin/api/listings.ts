import { ZAdminListing } from '@app/shared/admin/admin.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** GET admin/listings?q: any listing by id, title, address or owner's email. */
export function findListings(q: string, signal?: AbortSignal) {
  return api('/admin/listings', z.array(ZAdminListing), { query: { q }, signal });
}

/** The listings matching `q` (nothing asked while `q` is empty). */
export function useAdminListings(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'listings', q], queryFn: ({ signal }) => findListings(q, signal) }),
    enabled: q.length > 0,
  });
}

/** POST admin/listings/{id}/take-down or …/restore, with why. */
export function moveListing({ id, action, why }: { id: string; action: 'take-down' | 'restore'; why: string }) {
  return api(`/admin/listings/${encodeURIComponent(id)}/${action}`, ZAdminListing, { method: 'POST', body: { why } });
}

/** Takes a listing down or restores it, then the results, the overview and the audit log are refetched. */
export function useMoveListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveListing, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
