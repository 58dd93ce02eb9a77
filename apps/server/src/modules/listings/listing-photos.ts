import { maxPhotosForTerm } from '@app/shared/constants/listings';
import type { TMedia } from '@app/shared/media/media.schema';
import type { DbOrTx } from '../../db/client';
import type { ListingPhoto } from '../../db/schema/index';
import { draftOf } from './listing-draft';
import { lockListing, updateListingRow } from './listings.repo';

/**
 * A stored image as a listing's or community's photo column keeps it: its renditions, caption and
 * media id, and the virtual staging label when the media row carries it (decision 083: it comes
 * from the delivery, never from the owner's draft).
 */
export function storedPhoto(found: TMedia, caption: string | undefined): ListingPhoto {
  return {
    url: found.variants?.full ?? found.url,
    thumbUrl: found.variants?.thumb,
    cardUrl: found.variants?.card,
    caption: caption || undefined,
    mediaId: found._id,
    ...(found.virtuallyStaged ? { virtuallyStaged: true as const } : {}),
  };
}

/**
 * A completed virtual staging order's photos join its listing (decision 083), in the completing
 * transaction: appended after the owner's, each once (a photo already there is not added again), as
 * many as the listing's plan allows. The draft and the photo column change together, so the wizard
 * shows them and the owner may reorder or remove them like any other photo.
 */
export async function addStagedPhotos(tx: DbOrTx, listingId: string, staged: readonly TMedia[]): Promise<number> {
  const row = await lockListing(tx, listingId);
  if (!row) return 0;
  const draft = draftOf(row);
  const current = draft.photos ?? [];
  const present = new Set(current.map((photo) => photo.mediaId));
  const room = Math.max(0, maxPhotosForTerm(row.termMonths) - current.length);
  const fresh = staged.filter((photo) => !present.has(photo._id)).slice(0, room);
  if (fresh.length === 0) return 0;
  await updateListingRow(tx, listingId, {
    details: { ...draft, photos: [...current, ...fresh.map((photo) => ({ mediaId: photo._id }))] },
    photos: [...row.photos, ...fresh.map((photo) => storedPhoto(photo, undefined))],
  });
  return fresh.length;
}
