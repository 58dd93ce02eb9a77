import { MEDIA_SERVICE_IDS, type TMediaServiceId } from '@app/shared/reference/orders';
import type { TPlaceOrder } from '@app/shared/orders/orders.schema';

/** Where the media is for: one of the customer's listings, or a property they name. */
export type TOrderPlace =
  { kind: 'listing'; listingId: string } | { kind: 'address'; street: string; city: string; state: string; postalCode: string };

/** What the customer has chosen so far; it travels in the URL between the order's pages, so a reload or Back keeps it. */
export type TMediaOrderDraft = { services: TMediaServiceId[]; place: TOrderPlace };

const ADDRESS_KEYS = ['street', 'city', 'state', 'postalCode'] as const;

/** The draft a page's query holds (unknown services are dropped; an address by default). */
export function readDraft(params: URLSearchParams): TMediaOrderDraft {
  const named = (params.get('services') ?? '').split(',');
  const services = MEDIA_SERVICE_IDS.filter((id) => named.includes(id));
  const listingId = params.get('listing');
  if (listingId) return { services, place: { kind: 'listing', listingId } };
  const [street, city, state, postalCode] = ADDRESS_KEYS.map((key) => params.get(key) ?? '');
  return { services, place: { kind: 'address', street: street!, city: city!, state: state!, postalCode: postalCode! } };
}

/** The query that carries a draft to the next page. */
export function draftQuery(draft: TMediaOrderDraft): string {
  const params = new URLSearchParams();
  if (draft.services.length > 0) params.set('services', draft.services.join(','));
  if (draft.place.kind === 'listing') params.set('listing', draft.place.listingId);
  else for (const key of ADDRESS_KEYS) if (draft.place[key]) params.set(key, draft.place[key]);
  return params.toString();
}

/** The fields still missing (by name), empty when the draft can be ordered. */
export function missingFields(draft: TMediaOrderDraft): string[] {
  const missing: string[] = [];
  if (draft.services.length === 0) missing.push('services');
  if (draft.place.kind === 'listing') {
    if (!draft.place.listingId) missing.push('listing');
  } else {
    for (const key of ['street', 'city', 'postalCode'] as const) if (!draft.place[key].trim()) missing.push(key);
  }
  return missing;
}

/** The order the wallet's checkout places (product 'service-order', kind media). */
export function placeOrder(professionalId: string, draft: TMediaOrderDraft): TPlaceOrder {
  const { place } = draft;
  const where =
    place.kind === 'listing'
      ? { listingId: place.listingId }
      : {
          address: {
            street: place.street.trim(),
            city: place.city.trim(),
            state: place.state.trim(),
            postalCode: place.postalCode.trim(),
            country: 'US',
          },
        };
  return { professionalId, kind: 'media', services: draft.services, ...where };
}

/** The path of one of the order's pages (1: choose, 2: review and pay). */
export function mediaOrderPath(professionalId: string, page: 1 | 2, draft?: TMediaOrderDraft) {
  const query = draft ? draftQuery(draft) : '';
  return `/services/media/order/${encodeURIComponent(professionalId)}/${page}${query ? `?${query}` : ''}`;
}
