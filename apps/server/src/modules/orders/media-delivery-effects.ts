import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { addStagedPhotos, setListingTranslations } from '../listings/index';
import { handOverStagedMedia } from '../media/index';
import { findListingPlace, type OrderRow } from './orders.repo';

/** The media service whose delivery is text for the listing (decision 073). */
export const LISTING_TRANSLATION = 'listing-translation';
/** The media service whose delivery is photos for the listing (decision 083). */
export const VIRTUAL_STAGING = 'virtual-staging';

/**
 * What a completed media order leaves on its listing, in the completing transaction, when the
 * customer owns that listing (decision 083: nobody else's order changes it): the delivered
 * translation becomes the listing's professional translation in each language delivered, and the
 * delivered virtually staged photos become the owner's and join the listing's photos, labelled.
 */
export async function applyMediaDelivery(deps: AppDeps, tx: Tx, row: OrderRow): Promise<void> {
  if (row.kind !== 'media' || row.status !== 'completed' || !row.listingId) return;
  const listing = await findListingPlace(tx, row.listingId);
  if (listing?.ownerId !== row.customerAccountId) return;
  if (row.translation?.length) await setListingTranslations(tx, row.listingId, row.translation, row.id);
  const staged = await handOverStagedMedia(deps, tx, row.id, row.customerAccountId);
  if (staged.length > 0) await addStagedPhotos(tx, row.listingId, staged);
}
