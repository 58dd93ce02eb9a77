import type { TServiceKindId } from '@app/shared/reference/orders';
import { ZRemovedServices } from '@app/shared/services/service-terms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

/** DELETE {base} with a body of ids: removes some of my services of a kind, all or none. */
export function removeServices(kind: TServiceKindId, ids: string[]) {
  return api(SERVICE_BASES[kind], ZRemovedServices, { method: 'DELETE', body: ids });
}

/** Removes services of a kind; that kind's list is read again. */
export function useRemoveServices(kind: TServiceKindId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => removeServices(kind, ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesKeys.kind(kind) }),
  });
}
