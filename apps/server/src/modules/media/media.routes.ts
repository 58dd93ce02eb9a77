import { ZConfirmUploadRequest, ZMedia, ZSignedUpload, ZSignUploadQuery } from '@app/shared/media/media.schema';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { MEDIA_ERASE_TOPIC, mediaEraseHandler } from './media-erasure';
import { mediaCleanupJob } from './media.jobs';
import { getOwnMedia } from './media.service';
import { confirmUpload, signUpload } from './upload.service';

/**
 * Uploads (spec: the signing endpoint, then a PUT of the bytes, then the media upload call), for
 * verified accounts. With the local disk store this also serves the store's own URLs; the
 * hourly `media-cleanup` job removes abandoned uploads.
 */
export const mediaRoutes: AppModule = async (app, deps) => {
  await deps.storage.registerRoutes?.(app);
  deps.jobs.add(mediaCleanupJob(deps.storage));
  deps.outbox.register(MEDIA_ERASE_TOPIC, mediaEraseHandler(deps.storage));

  const route = routes(app, { tags: ['images'] });

  route({
    method: 'GET',
    url: '/api/v1/images/sign',
    auth: 'verified',
    summary: 'Sign an upload: a URL to PUT the file to for 15 minutes',
    querystring: ZSignUploadQuery,
    data: ZSignedUpload,
    handler: (request, actor) => signUpload(deps, actor, request.query),
  });
  route({
    method: 'POST',
    url: '/api/v1/images',
    auth: 'verified',
    summary: 'Confirm an upload: check, clean and store the file',
    body: ZConfirmUploadRequest,
    data: ZMedia,
    status: [200, 201],
    handler: async (request, actor, reply) => {
      const { media, created } = await confirmUpload(deps, actor, request.body, request.log);
      if (created) reply.code(201);
      return media;
    },
  });
  route({
    method: 'GET',
    url: '/api/v1/images/:id',
    auth: 'verified',
    summary: 'One of your files (private ones with a 10-minute link)',
    params: ZId,
    data: ZMedia,
    handler: (request, actor) => getOwnMedia(deps, actor, request.params.id),
  });
};
