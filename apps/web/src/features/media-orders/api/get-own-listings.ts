import { ZListingSummary } from '@app/shared/listings/listing.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /properties/many?owner=me: the listings a media order may be for. */
export function useOwnListingsForOrder() {
  return useQuery({
    queryKey: ['media-orders', 'own-listings'],
    queryFn: ({ signal }) => api('/properties/many', ZListingSummary.array(), { query: { owner: 'me' }, signal }),
  });
}
