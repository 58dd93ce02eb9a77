import { ZMedia, type ZConfirmUploadRequest } from '@app/shared/media/media.schema';
import type { z } from 'zod';
import { api } from '../api/api-client';

/**
 * POST /images (spec: the media upload call): the server checks the real type from the bytes,
 * strips EXIF/GPS, makes renditions and answers with the stored file.
 */
export function confirmUpload(body: z.input<typeof ZConfirmUploadRequest>, signal?: AbortSignal) {
  return api('/images', ZMedia, { method: 'POST', body, signal });
}
