import { ZServiceAreas, type TAddServiceAreaRequest } from '@app/shared/professionals/service-area';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { storeServiceAreas } from './get-service-areas';

/** POST /memberships/mine/service-areas: 409 with the count left when the allowance is used up. */
export function addServiceArea(body: TAddServiceAreaRequest) {
  return api('/memberships/mine/service-areas', ZServiceAreas, { method: 'POST', body });
}

/** Adds a postal code. */
export function useAddServiceArea() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addServiceArea, onSuccess: (areas) => storeServiceAreas(queryClient, areas) });
}
