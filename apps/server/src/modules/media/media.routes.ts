import { ZOk } from '@app/shared/http/envelope';
import { ZConfirmUploadRequest, ZMedia, ZSignedUpload, ZSignUploadQuery } from '@app/shared/media/media.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireVerified } from '../../platform/auth-session/policy';
import { MEDIA_ERASE_TOPIC, mediaEraseHandler } from './media-erasure';
import { mediaCleanupJob } from './media.jobs';
import { getOwnMedia } from './media.service';
import { confirmUpload, signUpload } from './upload.service';

const verified = { preValidation: before(requireVerified) };
const tags = ['images'];

/**
 * Uploads (spec: the signing endpoint, then a PUT of the bytes, then the media upload call), for
 * verified accounts. With the local disk store this also serves the store's own URLs; the
 * hourly `media-cleanup` job removes abandoned uploads.
 */
export const mediaRoutes: AppModule = async (app, deps) => {
  await deps.storage.registerRoutes?.(app);
  deps.jobs.add(mediaCleanupJob(deps.storage));
  deps.outbox.register(MEDIA_ERASE_TOPIC, mediaEraseHandler(deps.storage));

  app.get(
    '/api/v1/images/sign',
    {
      ...verified,
      schema: {
        tags,
        summary: 'Sign an upload: a URL to PUT the file to for 15 minutes',
        querystring: ZSignUploadQuery,
        response: { 200: ZOk(ZSignedUpload) },
      },
    },
    async (request) => ({ success: true as const, data: await signUpload(deps, requireVerified(request.actor), request.query) }),
  );

  app.post(
    '/api/v1/images',
    {
      ...verified,
      schema: {
        tags,
        summary: 'Confirm an upload: check, clean and store the file',
        body: ZConfirmUploadRequest,
        response: { 200: ZOk(ZMedia), 201: ZOk(ZMedia) },
      },
    },
    async (request, reply) => {
      const { media, created } = await confirmUpload(deps, requireVerified(request.actor), request.body, request.log);
      return reply.code(created ? 201 : 200).send({ success: true as const, data: media });
    },
  );

  app.get(
    '/api/v1/images/:id',
    {
      ...verified,
      schema: {
        tags,
        summary: 'One of your files (private ones with a 10-minute link)',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOk(ZMedia) },
      },
    },
    async (request) => ({ success: true as const, data: await getOwnMedia(deps, requireVerified(request.actor), request.params.id) }),
  );
};
