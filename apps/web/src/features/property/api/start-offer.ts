import { useMutation } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

// The offer's schema loads with the first offer made, not with the property page.
const ZOffer = lazySchema(() => import('@app/shared/offers/offers.schema').then((m) => m.ZOffer));

/** POST /offers: "Make an Offer" starts a draft offer on the listing (verified accounts; not the owner). */
export function startOffer(propertyId: string) {
  return api('/offers', ZOffer, { method: 'POST', body: { propertyId } });
}

/** Starts a draft offer; the caller opens its first page. */
export function useStartOffer() {
  return useMutation({ mutationFn: startOffer });
}
