import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema/index';
import type { MediaRow } from './media.repo';

/**
 * In the delivering transaction: marks `ids` as the order's staged photos, in place of an earlier
 * delivery's (a revision replaces them). False, with nothing changed, when one of them is not the
 * provider's ready public image or was delivered on another order.
 */
export async function markStagedMedia(tx: DbOrTx, providerId: string, orderId: string, ids: readonly string[]): Promise<boolean> {
  const usable = await tx
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, [...ids]),
        eq(media.ownerId, providerId),
        eq(media.status, 'ready'),
        eq(media.kind, 'image'),
        eq(media.access, 'public'),
        or(isNull(media.stagedOrderId), eq(media.stagedOrderId, orderId)),
      ),
    )
    .for('update');
  if (usable.length !== ids.length) return false;
  await tx
    .update(media)
    .set({ stagedOrderId: null })
    .where(and(eq(media.stagedOrderId, orderId), eq(media.ownerId, providerId), notInArray(media.id, [...ids])));
  await tx
    .update(media)
    .set({ stagedOrderId: orderId })
    .where(inArray(media.id, [...ids]));
  return true;
}

/** The ready staged images delivered on these orders, oldest upload first. */
export function findStagedRows(db: DbOrTx, orderIds: readonly string[]): Promise<MediaRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(media)
    .where(and(inArray(media.stagedOrderId, [...orderIds]), eq(media.status, 'ready')))
    .orderBy(asc(media.createdAt), asc(media.id));
}

/** Gives the order's ready staged images to a new owner; the rows, oldest upload first. */
export async function handOverStagedRows(tx: DbOrTx, orderId: string, toOwnerId: string): Promise<MediaRow[]> {
  const rows = await tx
    .update(media)
    .set({ ownerId: toOwnerId })
    .where(and(eq(media.stagedOrderId, orderId), eq(media.status, 'ready')))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
