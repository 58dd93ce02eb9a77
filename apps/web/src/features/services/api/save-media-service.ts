import { ZMediaService, type TMediaServiceInput } from '@app/shared/services/media-services.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

/** POST /mediaServices (no id) or PUT /mediaServices/{id}: offers a media service or changes one of mine. */
export function saveMediaService({ id, body }: { id?: string | undefined; body: TMediaServiceInput }) {
  return id
    ? api(`${SERVICE_BASES.media}/${encodeURIComponent(id)}`, ZMediaService, { method: 'PUT', body })
    : api(SERVICE_BASES.media, ZMediaService, { method: 'POST', body });
}

/** Saves a media service; the list and the service are read again. */
export function useSaveMediaService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMediaService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myServicesKeys.kind('media') }),
  });
}
