import { and, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema/index';

/** A `media` row. */
export type MediaRow = typeof media.$inferSelect;
/** A `media` row to insert. */
export type NewMediaRow = typeof media.$inferInsert;
/** pending: signed, waiting for bytes; processing: being checked; ready; failed. */
export type MediaStatus = 'pending' | 'processing' | 'ready' | 'failed';
/** What confirming an upload records. */
export type ReadyFields = Pick<
  MediaRow,
  'kind' | 'contentType' | 'sizeBytes' | 'width' | 'height' | 'variants' | 'originalName' | 'container'
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records a signed upload. */
export async function insertMedia(db: DbOrTx, values: NewMediaRow): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning();
  if (!row) throw new Error('media insert returned no row');
  return row;
}

/** One of the account's uploads, in any state. */
export async function findOwnMedia(db: DbOrTx, ownerId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId)));
  return row;
}

/** A ready file, whoever owns it (callers have decided the reader may see it). */
export async function findReadyMedia(db: DbOrTx, id: string): Promise<MediaRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.status, 'ready')));
  return row;
}

/** The names of the ready files among `ids`, whoever uploaded them (the caller decides who may read them). */
export function findReadyMediaNames(db: DbOrTx, ids: string[]) {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select({ id: media.id, name: media.originalName })
    .from(media)
    .where(and(eq(media.status, 'ready'), inArray(media.id, valid)));
}

/** The account's ready files among `ids` (others' and unknown ids are left out). */
export function findReadyOwnMedia(db: DbOrTx, ownerId: string, ids: string[]): Promise<MediaRow[]> {
  const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (valid.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, ownerId), eq(media.status, 'ready'), inArray(media.id, valid)));
}

/** Moves the account's pending upload to processing; undefined when it is not pending (one confirm wins). */
export async function claimPendingMedia(db: DbOrTx, ownerId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(media)
    .set({ status: 'processing' satisfies MediaStatus })
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId), eq(media.status, 'pending')))
    .returning();
  return row;
}

/** Records what the file really is and makes it usable. */
export async function markMediaReady(db: DbOrTx, id: string, fields: ReadyFields): Promise<MediaRow> {
  const [row] = await db
    .update(media)
    .set({ ...fields, status: 'ready' satisfies MediaStatus })
    .where(eq(media.id, id))
    .returning();
  if (!row) throw new Error('media row vanished while processing');
  return row;
}

/** Marks an upload failed (its bytes are already gone; the row goes after a day). */
export async function markMediaFailed(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(media)
    .set({ status: 'failed' satisfies MediaStatus })
    .where(eq(media.id, id));
}

/**
 * Deletes abandoned uploads and returns them (their bytes must go too): pending ones whose
 * window closed before `pendingBefore`, processing ones stuck since `processingBefore`,
 * failed ones created before `failedBefore`.
 */
export function deleteStaleMedia(db: DbOrTx, cutoffs: { pendingBefore: Date; processingBefore: Date; failedBefore: Date }) {
  return db
    .delete(media)
    .where(
      or(
        and(eq(media.status, 'pending'), lt(media.expiresAt, cutoffs.pendingBefore)),
        and(eq(media.status, 'processing'), lt(media.expiresAt, cutoffs.processingBefore)),
        and(eq(media.status, 'failed'), lt(media.createdAt, cutoffs.failedBefore)),
      ),
    )
    .returning({ id: media.id, access: media.access, storageKey: media.storageKey });
}

/** Deletes every file row of an account, whatever its state, and returns them (their bytes must go too). */
export function deleteMediaOfOwner(db: DbOrTx, ownerId: string) {
  return db.delete(media).where(eq(media.ownerId, ownerId)).returning({ id: media.id, access: media.access, storageKey: media.storageKey });
}

/** Ready files whose upload URL has expired: clears the window and returns their ids (their upload slot can be emptied). */
export function closeUploadWindows(db: DbOrTx, before: Date) {
  return db
    .update(media)
    .set({ expiresAt: null })
    .where(and(eq(media.status, 'ready'), isNotNull(media.expiresAt), lt(media.expiresAt, before)))
    .returning({ id: media.id });
}
