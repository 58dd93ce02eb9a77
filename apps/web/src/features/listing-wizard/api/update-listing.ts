import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { ZListing } from '@app/shared/listings/listing.schema';
import { api } from '../../../lib/api/api-client';

/**
 * PUT /properties/{id}: the changed top-level fields, each replacing the stored one. 400 with
 * field messages, 403 FIELD_LOCKED or LISTHUB_EMAIL_MISMATCH, 500 SAVE_FAILED.
 */
export function updateListing(id: string, body: TListingDraft) {
  return api(`/properties/${encodeURIComponent(id)}`, ZListing, { method: 'PUT', body });
}
