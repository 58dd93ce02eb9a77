import type { TMedia } from '@app/shared/media/media.schema';
import type { TStagedPhoto } from '@app/shared/orders/media-delivery.schema';
import type { DbOrTx } from '../../db/client';
import { mediaView, type MediaDeps } from './media.service';
import { findStagedRows, handOverStagedRows } from './staged-media.repo';

/**
 * Virtually staged images (decision 083): a specialist's own ready public images, marked with the
 * virtual staging order they were delivered on. The mark is the label's only source: a listing
 * shows "Virtually staged" for a photo whose media row carries it, whatever its owner's draft says.
 */

/** The staged photos delivered on these orders, by order, oldest upload first. */
export async function stagedPhotosOf(deps: MediaDeps, orderIds: readonly string[]): Promise<Map<string, TStagedPhoto[]>> {
  const rows = (await findStagedRows(deps.database.db, orderIds)).filter((row) => row.stagedOrderId);
  const views = await Promise.all(rows.map((row) => mediaView(deps, row)));
  const found = new Map<string, TStagedPhoto[]>();
  rows.forEach((row, i) => {
    const view = views[i]!;
    const photo = { _id: view._id, url: view.variants?.full ?? view.url, thumbUrl: view.variants?.thumb ?? null };
    found.set(row.stagedOrderId!, [...(found.get(row.stagedOrderId!) ?? []), photo]);
  });
  return found;
}

/**
 * In the completing transaction: the order's staged photos become the customer's (the listing's
 * owner), so they can stand on the listing like photos the owner uploaded. Their views, in order.
 */
export async function handOverStagedMedia(
  deps: Pick<MediaDeps, 'storage'>,
  tx: DbOrTx,
  orderId: string,
  toOwnerId: string,
): Promise<TMedia[]> {
  const rows = await handOverStagedRows(tx, orderId, toOwnerId);
  return Promise.all(rows.map((row) => mediaView(deps, row)));
}
