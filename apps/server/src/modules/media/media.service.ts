import type { TMedia, TMediaKind } from '@app/shared/media/media.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { findOwnMedia, findReadyMedia, findReadyMediaNames, findReadyOwnMedia, type MediaRow } from './media.repo';

/** What the media services need from the platform. */
export type MediaDeps = Pick<AppDeps, 'database' | 'storage'>;

/** How long a private file's link works once handed out. */
export const PRIVATE_URL_TTL_SECONDS = 10 * 60;

/**
 * A ready file as the API shows it (spec: url, contentType, S3Path, fileSize): public files by
 * their permanent URL, private ones by a fresh signed URL valid PRIVATE_URL_TTL_SECONDS.
 */
export async function mediaView(deps: Pick<AppDeps, 'storage'>, row: MediaRow): Promise<TMedia> {
  if (row.status !== 'ready' || !row.kind || !row.contentType) throw new Error(`media ${row.id} is not ready`);
  const urlOf = (key: string) =>
    row.access === 'public' ? Promise.resolve(deps.storage.publicUrl(key)) : deps.storage.signedGetUrl(key, PRIVATE_URL_TTL_SECONDS);
  const variants = row.variants
    ? { thumb: await urlOf(row.variants.thumb), card: await urlOf(row.variants.card), full: await urlOf(row.variants.full) }
    : null;
  return {
    _id: row.id,
    kind: row.kind as TMediaKind,
    url: await urlOf(row.storageKey),
    contentType: row.contentType,
    S3Path: row.storageKey,
    fileSize: row.sizeBytes ?? 0,
    originalName: row.originalName,
    access: row.access === 'private' ? 'private' : 'public',
    width: row.width,
    height: row.height,
    variants,
    ...(row.stagedOrderId ? { virtuallyStaged: true as const } : {}),
  };
}

/**
 * For other modules (a listing's photos and documents): the account's READY files among `ids`,
 * by id. Other people's files, unfinished uploads and unknown or malformed ids are left out, so
 * a caller can tell which of the ids it was given may be attached.
 */
export async function mediaViews(deps: MediaDeps, ownerId: string, ids: string[]): Promise<Map<string, TMedia>> {
  const rows = await findReadyOwnMedia(deps.database.db, ownerId, ids);
  const views = await Promise.all(rows.map((row) => mediaView(deps, row)));
  return new Map(views.map((view) => [view._id, view]));
}

/** The uploaded names of the ready files among `ids`, by id (an offer's documents as its parties list them). */
export async function fileNames(deps: MediaDeps, ids: string[]): Promise<Record<string, string>> {
  const rows = await findReadyMediaNames(deps.database.db, ids);
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}

/**
 * A signed download link for a ready file (a listing's private document), or undefined when
 * there is no such file. It does not check who asks: the caller decides who may read it.
 */
export async function signedDocumentUrl(
  deps: MediaDeps,
  mediaId: string,
  ttlSeconds: number = PRIVATE_URL_TTL_SECONDS,
): Promise<string | undefined> {
  const row = await findReadyMedia(deps.database.db, mediaId);
  return row ? deps.storage.signedGetUrl(row.storageKey, ttlSeconds) : undefined;
}

/** `GET /images/:id`: one of the actor's ready files (404 for anyone else's, or an unfinished upload). */
export async function getOwnMedia(deps: MediaDeps, actor: AccountActor, id: string): Promise<TMedia> {
  const row = await findOwnMedia(deps.database.db, actor.accountId, id);
  if (!row || row.status !== 'ready') throw new AppError('NOT_FOUND');
  return mediaView(deps, row);
}
