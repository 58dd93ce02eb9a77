import { ZServiceProvider } from '@app/shared/services/offered-services.schema';
import type { TServiceKindId } from '@app/shared/reference/orders';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api/api-client';

/** GET /professionalServices?kind&country&postalCode: who offers the kind there now, with their prices (decision 072). */
export function useServiceProviders(kind: TServiceKindId, place: { country: string; postalCode: string } | undefined) {
  return useQuery({
    queryKey: ['orders', 'providers', kind, place?.country, place?.postalCode],
    queryFn: ({ signal }) =>
      api('/professionalServices', z.array(ZServiceProvider), {
        signal,
        query: { kind, country: place?.country ?? '', postalCode: place?.postalCode ?? '' },
      }),
    enabled: Boolean(place?.postalCode),
  });
}
