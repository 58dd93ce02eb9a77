import { ZAdminAccount, type TAdminRoleChange } from '@app/shared/admin/admin.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

const peopleQueryKey = ['admin', 'people'] as const;

/** GET admin/accounts?q: accounts by email or name. */
export function findAccounts(q: string, signal?: AbortSignal) {
  return api('/admin/accounts', z.array(ZAdminAccount), { query: { q }, signal });
}

/** The accounts matching `q` (nothing asked while `q` is empty). */
export function usePeople(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: [...peopleQueryKey, q], queryFn: ({ signal }) => findAccounts(q, signal) }),
    enabled: q.length > 0,
  });
}

/** PUT admin/accounts/{id}/roles. */
export function changeRole({ id, ...change }: TAdminRoleChange & { id: string }) {
  return api(`/admin/accounts/${encodeURIComponent(id)}/roles`, ZAdminAccount, { method: 'PUT', body: change });
}

/** POST admin/accounts/{id}/end-sessions. */
export function endSessions({ id, why }: { id: string; why: string }) {
  return api(`/admin/accounts/${encodeURIComponent(id)}/end-sessions`, ZAdminAccount, { method: 'POST', body: { why } });
}

/** A change to an account (a role, its sessions), then the search results, the audit log and the queue are refetched. */
function usePersonChange<I>(mutationFn: (input: I) => Promise<z.infer<typeof ZAdminAccount>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** Grants or removes a role, with why. */
export const useChangeRole = () => usePersonChange(changeRole);
/** Signs an account out everywhere, with why. */
export const useEndSessions = () => usePersonChange(endSessions);
