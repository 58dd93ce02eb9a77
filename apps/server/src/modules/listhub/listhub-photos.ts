import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { ListingPhoto } from '../../db/schema/index';
import { setFeedListingPhotos } from '../listings/index';
import { processImage, sniffContentType } from '../media/index';
import { photosStillWanted } from './listhub.repo';

/** How long one photo may take to download; a slower host is tried again later. */
const FETCH_TIMEOUT_MS = 20_000;
/** The largest photo taken (the upload limit for images). */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

const ZPhotosJob = z.object({ listingId: z.uuid(), listingKey: z.string(), urls: z.array(z.url()) });

/** A photo a host will never give us as an image (not JPEG or PNG, too big, gone): left out, not retried. */
class PhotoRefused extends Error {}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  // 404 and 410 are final; anything else (5xx, 429) may pass, so the outbox tries again.
  if (res.status === 404 || res.status === 410) throw new PhotoRefused(`${res.status} for ${url}`);
  if (!res.ok) throw new Error(`photo ${url} answered ${res.status}`);
  if (Number(res.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) throw new PhotoRefused(`${url} is too large`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused(`${url} is too large`);
  return bytes;
}

/** Fetches, cleans (EXIF gone) and stores one photo with its renditions, under a key made of its URL. */
async function storePhoto(deps: AppDeps, listingKey: string, url: string): Promise<ListingPhoto> {
  const bytes = await download(url);
  const type = sniffContentType(bytes.subarray(0, 64));
  if (type !== 'image/jpeg' && type !== 'image/png') throw new PhotoRefused(`${url} is not a JPEG or PNG image`);
  const image = await processImage(bytes, type).catch((err: unknown) => {
    throw new PhotoRefused(`${url} could not be decoded: ${String(err)}`);
  });
  const folder = `public/listhub/${createHash('sha256').update(listingKey).digest('hex').slice(0, 16)}/${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
  await deps.storage.putObject(`${folder}/original.${type === 'image/png' ? 'png' : 'jpg'}`, image.original, type);
  for (const [name, data] of Object.entries(image.renditions)) await deps.storage.putObject(`${folder}/${name}.webp`, data, 'image/webp');
  return {
    url: deps.storage.publicUrl(`${folder}/full.webp`),
    cardUrl: deps.storage.publicUrl(`${folder}/card.webp`),
    thumbUrl: deps.storage.publicUrl(`${folder}/thumb.webp`),
  };
}

/**
 * The `listhub.photos` outbox handler: a feed listing's photos, fetched from the feed's URLs in
 * the background. A failure a retry may cure (a timeout, a 5xx) fails the delivery and the
 * outbox tries again with backoff; a photo that can never be had is left out. A newer feed that
 * changed the photos meanwhile wins: these are then not written.
 */
export function listhubPhotosHandler(deps: AppDeps, log: { warn: (obj: object, msg: string) => void }) {
  return async (payload: Record<string, unknown>) => {
    const job = ZPhotosJob.parse(payload);
    const photos: ListingPhoto[] = [];
    for (const url of job.urls) {
      try {
        photos.push(await storePhoto(deps, job.listingKey, url));
      } catch (err) {
        if (!(err instanceof PhotoRefused)) throw err;
        log.warn({ listingKey: job.listingKey, err: err.message }, 'a ListHub photo was left out');
      }
    }
    if (await photosStillWanted(deps.database.db, job.listingKey, job.urls))
      await setFeedListingPhotos(deps.database.db, job.listingId, photos);
  };
}
