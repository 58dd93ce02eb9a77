import { useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../../lib/api/api-client';

const ZPublicListing = lazySchema(() => import('@app/shared/listings/listing.schema').then((m) => m.ZPublicListing));

/** A listing id as the API makes them: anything else is not a property, and is not asked for. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route's property id could name a listing (a malformed one shows not found at once). */
export function isPropertyId(id: string): boolean {
  return UUID.test(id);
}

/** GET /properties/{id}: the listing an order is for (its address, postal code and size). */
export function useOrderProperty(id: string) {
  return useQuery({
    queryKey: ['properties', id],
    queryFn: ({ signal }) => api(`/properties/${encodeURIComponent(id)}`, ZPublicListing, { signal }),
    enabled: isPropertyId(id),
  });
}
