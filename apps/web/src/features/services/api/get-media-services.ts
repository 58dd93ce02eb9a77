import { ZMediaService } from '@app/shared/services/media-services.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { myServicesKeys, SERVICE_BASES } from './service-keys';

/** GET /mediaServices: my media services. */
export function getMediaServices(signal?: AbortSignal) {
  return api(SERVICE_BASES.media, z.array(ZMediaService), { signal });
}

/** The provider's media services. */
export function useMediaServices() {
  return useQuery(queryOptions({ queryKey: myServicesKeys.kind('media'), queryFn: ({ signal }) => getMediaServices(signal) }));
}
