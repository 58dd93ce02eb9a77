import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_RULES } from '@app/shared/media/media.schema';
import type { AppConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The largest file any upload kind accepts: the local PUT route's hard limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(MEDIA_RULES).map((rule) => rule.maxBytes));

/**
 * The configured file store: S3 when `S3_BUCKET` is set, else the local disk under
 * `<DATA_DIR>/media` (an in-memory app gets a temporary directory, removed when it closes).
 * `signingKey` (hex) signs the local store's URLs: hkdfKey(appSecret, 'media-urls').
 */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir' | 'publicUrl'>, signingKey: string): Storage {
  const { s3 } = config;
  if (s3.bucket) {
    return createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
  }
  const inMemory = config.dataDir === ':memory:';
  // Created on the first write, so apps that never store a file leave nothing behind.
  const root = inMemory ? path.join(os.tmpdir(), `tn-media-${randomUUID()}`) : path.join(config.dataDir, 'media');
  return createLocalStorage({ root, baseUrl: config.publicUrl, signingKey, maxUploadBytes: MAX_UPLOAD_BYTES, removeOnClose: inMemory });
}
