import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MEDIA_RULES,
  type TMedia,
  type TMediaKind,
  type TSignedUpload,
  type ZConfirmUploadRequest,
  type ZSignUploadQuery,
} from '@app/shared/media/media.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { incomingKey, originalKey, uploadKeys } from './media-keys';
import { claimPendingMedia, findOwnMedia, insertMedia, markMediaFailed, markMediaReady, type MediaRow } from './media.repo';
import { mediaView, type MediaDeps } from './media.service';
import { canonicalContentType, kindOfType } from './media-types';
import { ingestUpload } from './upload-ingest';

/** How long the signed upload URL works, and so how long an upload may stay pending. */
export const UPLOAD_WINDOW_SECONDS = 15 * 60;
const SIGNS_PER_HOUR = 300;
const UPLOAD_CODES = new Set(['UPLOAD_FAILED', 'FILE_COULD_NOT_UPLOAD', 'FILE_TYPE_NOT_ALLOWED', 'FILE_TOO_LARGE']);

/** Documents are always private; images and videos are public unless the uploader asks for private (an ID photo). */
export function accessFor(kind: TMediaKind, requested: 'public' | 'private'): 'public' | 'private' {
  return MEDIA_RULES[kind].access === 'private' ? 'private' : requested;
}

/**
 * `GET /images/sign`: records a pending upload (owner, declared type, name, access, a server-made
 * key) and returns an address that accepts one upload of at most the kind's size for 15 minutes
 * (a PUT, or with S3 a form POST of `fields` and the file). Types no kind accepts are refused
 * with FILE_TYPE_NOT_ALLOWED.
 */
export function signUpload(
  deps: MediaDeps & Pick<AppDeps, 'rateLimiter' | 'config'>,
  actor: AccountActor,
  query: z.output<typeof ZSignUploadQuery>,
): Promise<TSignedUpload> {
  return signUploadAs(deps, { ownerId: actor.accountId, limitKey: actor.accountId }, query);
}

/** Who an upload is signed for: the owner of the file and what its rate limit counts by (an account, or a mailed link's token). */
export type UploadSigner = { ownerId: string; limitKey: string; kinds?: readonly TMediaKind[] };

/**
 * signUpload for a file someone uploads on an owner's behalf (a bank officer's letter, by the
 * link the buyer had mailed): the same checks, limited to `kinds`, counted against `limitKey`.
 */
export async function signUploadAs(
  deps: MediaDeps & Pick<AppDeps, 'rateLimiter' | 'config'>,
  signer: UploadSigner,
  query: z.output<typeof ZSignUploadQuery>,
): Promise<TSignedUpload> {
  const declaredType = canonicalContentType(query['file-type']);
  const kind = kindOfType(declaredType);
  if (!kind || (signer.kinds && !signer.kinds.includes(kind))) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const limit = await deps.rateLimiter.hit(`media-sign:${signer.limitKey}`, SIGNS_PER_HOUR, 60 * 60 * 1000);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: limit.retryAfterSeconds });

  const id = randomUUID();
  const access = accessFor(kind, query.access);
  const storageKey = originalKey(id, access, query['file-name']);
  const expiresAt = new Date(Date.now() + UPLOAD_WINDOW_SECONDS * 1000);
  await insertMedia(deps.database.db, {
    id,
    ownerId: signer.ownerId,
    status: 'pending',
    kind,
    access,
    storageKey,
    declaredType,
    originalName: query['file-name'],
    expiresAt,
  });
  // The store itself refuses more than the kind allows (an image's 15 MB, not a video's 300 MB).
  const upload = await deps.storage.signedUpload(incomingKey(id), declaredType, {
    expiresInSeconds: UPLOAD_WINDOW_SECONDS,
    maxBytes: MEDIA_RULES[kind].maxBytes,
  });
  return {
    signed: {
      signedRequest: upload.url,
      ...(upload.method === 'POST' ? { fields: upload.fields } : {}),
      url: access === 'public' ? deps.storage.publicUrl(storageKey) : `${deps.config.publicUrl}/api/v1/images/${id}`,
    },
    uploadId: id,
    expiresAt: expiresAt.toISOString(),
  };
}

async function discard(deps: MediaDeps, row: MediaRow, log: FastifyBaseLogger) {
  for (const key of uploadKeys(row)) {
    await deps.storage
      .deleteObject(key)
      .catch((err: unknown) => log.warn({ err, key }, 'could not delete an upload object; the cleanup job will retry'));
  }
  await markMediaFailed(deps.database.db, row.id);
}

/**
 * `POST /images` (spec's media upload call): checks and stores the bytes the client PUT (see
 * ingestUpload) and marks the upload ready. Any failure removes every stored byte, marks it
 * failed and answers with the spec's upload messages. Confirming a ready upload again returns it.
 */
export function confirmUpload(
  deps: MediaDeps,
  actor: AccountActor,
  body: z.output<typeof ZConfirmUploadRequest>,
  log: FastifyBaseLogger,
): Promise<{ media: TMedia; created: boolean }> {
  return confirmUploadAs(deps, actor.accountId, body, log);
}

/** confirmUpload of a file signed for `ownerId` (signUploadAs): the bytes are checked and stored the same way. */
export async function confirmUploadAs(
  deps: MediaDeps,
  ownerId: string,
  body: Pick<z.output<typeof ZConfirmUploadRequest>, 'uploadId' | 'name' | 'container'>,
  log: FastifyBaseLogger,
): Promise<{ media: TMedia; created: boolean }> {
  const db = deps.database.db;
  const claimed = await claimPendingMedia(db, ownerId, body.uploadId);
  if (!claimed) {
    const row = await findOwnMedia(db, ownerId, body.uploadId);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === 'ready') return { media: await mediaView(deps, row), created: false };
    throw new AppError('UPLOAD_FAILED');
  }
  let ready: MediaRow;
  try {
    if (!claimed.expiresAt || claimed.expiresAt.getTime() < Date.now()) throw new AppError('UPLOAD_FAILED');
    const file = await ingestUpload(deps.storage, claimed);
    ready = await markMediaReady(db, claimed.id, { ...file, originalName: body.name, container: body.container || null });
  } catch (err) {
    await discard(deps, claimed, log);
    if (err instanceof AppError && UPLOAD_CODES.has(err.code)) throw err;
    log.error({ err, mediaId: claimed.id }, 'upload failed');
    throw new AppError('UPLOAD_FAILED', { cause: err });
  }
  // The upload URL stays valid until it expires; a late PUT lands here and the cleanup job removes it.
  await deps.storage.deleteObject(incomingKey(claimed.id)).catch(() => undefined);
  return { media: await mediaView(deps, ready), created: true };
}
