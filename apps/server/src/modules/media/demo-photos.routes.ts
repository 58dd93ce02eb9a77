import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { isDemoPhotoNumber, renderDemoPhoto } from './demo-photos';

const ZDemoPhotoParams = z.object({ name: z.string().max(100) });
const NAME = /^house-([1-9]\d{0,2})\.svg$/;

/**
 * `GET /media/demo/house-<n>.svg`: the illustrations demo listings use as photos. Rendered
 * once per number and kept in memory (48 small strings); they never change, so browsers
 * may cache them forever.
 */
export const demoPhotoRoutes: AppModule = async (app) => {
  const rendered = new Map<number, string>();

  app.get('/media/demo/:name', { schema: { hide: true, params: ZDemoPhotoParams } }, async (request, reply) => {
    const n = Number(NAME.exec(request.params.name)?.[1]);
    if (!isDemoPhotoNumber(n)) throw new AppError('NOT_FOUND');
    let svg = rendered.get(n);
    if (!svg) {
      svg = renderDemoPhoto(n);
      rendered.set(n, svg);
    }
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
};
