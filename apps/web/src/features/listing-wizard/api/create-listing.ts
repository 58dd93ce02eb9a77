import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { ZListing } from '@app/shared/listings/listing.schema';
import { api } from '../../../lib/api/api-client';

/** POST /properties: the first save of a new listing creates its draft (201, the owner's view). */
export function createListing(body: TListingDraft) {
  return api('/properties', ZListing, { method: 'POST', body });
}
