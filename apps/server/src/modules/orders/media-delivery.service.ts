import type { TStagingDelivery, TTranslationDelivery } from '@app/shared/orders/media-delivery.schema';
import type { TOrder } from '@app/shared/orders/orders.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { markStagedMedia } from '../media/index';
import { LISTING_TRANSLATION, VIRTUAL_STAGING } from './media-delivery-effects';
import { setOrderTranslation } from './media-delivery.repo';
import { lockOrder, type OrderRow } from './orders.repo';
import { accessOrder, applyOrderMove, getOrder } from './orders.service';

/** While the provider still owes the work, a delivery may be made (or replaced). */
const DELIVERING: readonly string[] = ['accepted', 'in-progress'];

/**
 * A media order's delivery into its listing (decisions 073 and 083): only the order's provider
 * delivers, on an order for a listing that has `service` among its accepted lines, while the work
 * is owed ('Error Updating Order' for the customer, or when there is nothing of the kind to deliver
 * now; 404 for anyone else). `keep` stores the delivery in the transaction that holds the order; an
 * accepted order moves to in progress, as an upload does. The reply is the updated order.
 */
async function deliverIntoListing(
  deps: AppDeps,
  actor: AccountActor,
  orderId: string,
  service: string,
  keep: (tx: Tx, row: OrderRow) => Promise<OrderRow>,
): Promise<TOrder> {
  const db = deps.database.db;
  const { row: seen, relation } = await accessOrder(db, actor, orderId);
  if (seen.kind !== 'media') throw new AppError('NOT_FOUND');
  const ordered = seen.lines.some((line) => line.serviceName === service && line.status === 'accepted');
  if (relation !== 'provider' || !ordered || !seen.listingId || !DELIVERING.includes(seen.status))
    throw new AppError('ERROR_UPDATING_ORDER');
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row || !DELIVERING.includes(row.status)) throw new AppError('ERROR_UPDATING_ORDER');
    const kept = await keep(tx, row);
    if (row.status === 'accepted') await applyOrderMove(deps, tx, kept, { action: 'upload', actor: { id: actor.accountId, relation } });
  });
  deps.outbox.kick();
  return getOrder(deps, actor, orderId);
}

/**
 * PUT media-orders/professional/{orderId}/translation: the translator's delivery of a "listing
 * translation" order, a title and description per language, kept on the order; the provider then
 * marks it delivered, and the customer's completion writes it into the listing.
 */
export function deliverTranslation(deps: AppDeps, actor: AccountActor, orderId: string, delivery: TTranslationDelivery): Promise<TOrder> {
  return deliverIntoListing(deps, actor, orderId, LISTING_TRANSLATION, async (tx, row) => {
    await setOrderTranslation(tx, orderId, delivery.translations);
    return { ...row, translation: delivery.translations };
  });
}

/**
 * PUT media-orders/professional/{orderId}/staging: the specialist's virtually staged photos for a
 * "virtual staging" order, their own uploaded images, marked as the order's (a later delivery
 * replaces them); the customer's completion adds them to the listing labelled "Virtually staged".
 * An image that is not the specialist's, not a ready public image, or another order's: 'File could not upload'.
 */
export function deliverStagedPhotos(deps: AppDeps, actor: AccountActor, orderId: string, delivery: TStagingDelivery): Promise<TOrder> {
  return deliverIntoListing(deps, actor, orderId, VIRTUAL_STAGING, async (tx, row) => {
    if (!(await markStagedMedia(tx, row.providerAccountId, orderId, delivery.photos))) throw new AppError('FILE_COULD_NOT_UPLOAD');
    return row;
  });
}
