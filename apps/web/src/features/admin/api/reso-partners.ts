import { ZResoPartner, ZResoPartnerCreated, type TResoPartnerCreate } from '@app/shared/reso/reso-partners.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** GET admin/reso-partners: every RESO Web API partner, newest first, without secrets. */
export function listResoPartners(signal?: AbortSignal) {
  return api('/admin/reso-partners', z.array(ZResoPartner), { signal });
}

/** Query options for the partner list (under 'admin', so admin mutations refresh it). */
export const resoPartnersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'reso-partners'], queryFn: ({ signal }) => listResoPartners(signal) });

/** The partners. */
export function useResoPartners() {
  return useQuery(resoPartnersQueryOptions());
}

/** POST admin/reso-partners: the new partner with its secret, shown this once. */
export function createResoPartner(body: TResoPartnerCreate) {
  return api('/admin/reso-partners', ZResoPartnerCreated, { method: 'POST', body });
}

/** POST admin/reso-partners/{id}/revoke, with why. */
export function revokeResoPartner({ id, why }: { id: string; why: string }) {
  return api(`/admin/reso-partners/${encodeURIComponent(id)}/revoke`, ZResoPartner, { method: 'POST', body: { why } });
}

/** Creates a partner; the list and the audit log are refetched. */
export function useCreateResoPartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createResoPartner, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

/** Revokes a partner; the list and the audit log are refetched. */
export function useRevokeResoPartner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeResoPartner, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
