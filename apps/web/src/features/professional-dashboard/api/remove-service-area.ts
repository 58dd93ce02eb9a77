import { ZServiceAreas } from '@app/shared/professionals/service-area';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { storeServiceAreas } from './get-service-areas';

/** DELETE /memberships/mine/service-areas/{id}: always allowed. */
export function removeServiceArea(id: string) {
  return api(`/memberships/mine/service-areas/${encodeURIComponent(id)}`, ZServiceAreas, { method: 'DELETE' });
}

/** Removes a postal code. */
export function useRemoveServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeServiceArea, onSuccess: (areas) => storeServiceAreas(queryClient, areas) });
}
