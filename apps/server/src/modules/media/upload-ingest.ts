import { MEDIA_RULES, type TMediaKind } from '@app/shared/media/media.schema';
import { AppError } from '../../platform/http/app-error';
import type { Storage } from '../../platform/storage/storage';
import { processImage } from './image-processing';
import { incomingKey, RENDITION_NAMES, renditionKey, type TRenditionName } from './media-keys';
import type { MediaRow, ReadyFields } from './media.repo';
import { kindAccepts, kindOfType, SNIFF_BYTES, sniffContentType } from './media-types';
import { blankBoxes, findMetadataBoxes, MalformedVideoError } from './video-metadata';

/** What the bytes turned out to be, and where the renditions went. */
export type IngestedFile = Omit<ReadyFields, 'originalName' | 'container'>;

/** 413 'The file is too large (at most {maxMb} MB).' */
export function fileTooLarge(maxBytes: number) {
  return new AppError('FILE_TOO_LARGE', { params: { maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 } });
}

const couldNotUpload = () => new AppError('FILE_COULD_NOT_UPLOAD');

async function ingestImage(storage: Storage, row: MediaRow, maxBytes: number): Promise<IngestedFile> {
  // One byte past the limit at most: the upload URL still works, so the object may have grown since HEAD.
  const bytes = await storage.getObject(incomingKey(row.id), { start: 0, end: maxBytes });
  if (bytes.length > maxBytes) throw fileTooLarge(maxBytes);
  const type = sniffContentType(bytes);
  if (type !== 'image/jpeg' && type !== 'image/png') throw couldNotUpload();
  const image = await processImage(bytes, type).catch((err: unknown) => {
    throw new AppError('FILE_COULD_NOT_UPLOAD', { cause: err });
  });
  await storage.putObject(row.storageKey, image.original, type);
  const variants = {} as Record<TRenditionName, string>;
  for (const name of RENDITION_NAMES) {
    variants[name] = renditionKey(row.id, row.access, name);
    await storage.putObject(variants[name], image.renditions[name], 'image/webp');
  }
  return { kind: 'image', contentType: type, sizeBytes: image.original.length, width: image.width, height: image.height, variants };
}

async function ingestFile(storage: Storage, row: MediaRow, kind: TMediaKind, maxBytes: number): Promise<IngestedFile> {
  const type = sniffContentType(await storage.getObject(incomingKey(row.id), { start: 0, end: SNIFF_BYTES - 1 }));
  if (!kindAccepts(kind, type) || !type) throw couldNotUpload();
  await storage.copyObject(incomingKey(row.id), row.storageKey, type);
  // Check the copy, which only the server can write: the upload could have been replaced meanwhile.
  const copied = await storage.headObject(row.storageKey);
  if (!copied || copied.size === 0) throw couldNotUpload();
  if (copied.size > maxBytes) throw fileTooLarge(maxBytes);
  if (sniffContentType(await storage.getObject(row.storageKey, { start: 0, end: SNIFF_BYTES - 1 })) !== type) throw couldNotUpload();
  if (type === 'video/mp4' || type === 'video/quicktime') await blankVideoMetadata(storage, row.storageKey, copied.size, type);
  return { kind, contentType: type, sizeBytes: copied.size, width: null, height: null, variants: null };
}

/**
 * Phones write where a video was shot into its metadata boxes: blank them in the stored copy
 * (docs/decisions/043). The copy is under a key only the server writes, so the boxes
 * found are the boxes rewritten; the size and every offset stay the same.
 */
async function blankVideoMetadata(storage: Storage, key: string, size: number, type: string) {
  const boxes = await findMetadataBoxes((start, end) => storage.getObject(key, { start, end }), size).catch((err: unknown) => {
    throw err instanceof MalformedVideoError ? new AppError('FILE_COULD_NOT_UPLOAD', { cause: err }) : err;
  });
  if (boxes.length === 0) return;
  await storage.putObject(key, (await storage.getObjectStream(key)).pipe(blankBoxes(boxes)), type, size);
}

/**
 * Turns the bytes PUT to an upload's incoming key into its stored file: checks the size and
 * the real type (magic bytes) against the kind the declared type implies; images are decoded,
 * cleaned of metadata and given renditions; documents and videos are copied as they are.
 * Throws AppError FILE_TOO_LARGE, FILE_COULD_NOT_UPLOAD, or UPLOAD_FAILED when nothing arrived.
 * Leaves cleaning up (on failure, and of the incoming key) to the caller.
 */
export async function ingestUpload(storage: Storage, row: MediaRow): Promise<IngestedFile> {
  const kind = kindOfType(row.declaredType);
  if (!kind) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const { maxBytes } = MEDIA_RULES[kind];
  const uploaded = await storage.headObject(incomingKey(row.id));
  if (!uploaded) throw new AppError('UPLOAD_FAILED');
  if (uploaded.size > maxBytes) throw fileTooLarge(maxBytes);
  if (uploaded.size === 0) throw couldNotUpload();
  return kind === 'image' ? ingestImage(storage, row, maxBytes) : ingestFile(storage, row, kind, maxBytes);
}
