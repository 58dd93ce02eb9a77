import sharp from 'sharp';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { isDemoPhotoNumber, renderDemoPhoto } from './demo-photos';

const ZDemoPhotoParams = z.object({ name: z.string().max(100) });
const NAME = /^house-([1-9]\d{0,2})\.(svg|jpg)$/;

/**
 * `GET /media/demo/house-<n>.svg`: the illustrations demo listings use as photos. Rendered
 * once per number and kept in memory (48 small strings); they never change, so browsers
 * may cache them forever. `house-<n>.jpg` is the same picture as a JPEG, rendered on request:
 * the photo URLs of the sample ListHub feed (feeds carry JPEGs).
 */
export const demoPhotoRoutes: AppModule = async (app) => {
  const rendered = new Map<number, string>();

  app.get('/media/demo/:name', { schema: { hide: true, params: ZDemoPhotoParams } }, async (request, reply) => {
    const match = NAME.exec(request.params.name);
    const n = Number(match?.[1]);
    if (!isDemoPhotoNumber(n)) throw new AppError('NOT_FOUND');
    let svg = rendered.get(n);
    if (!svg) {
      svg = renderDemoPhoto(n);
      rendered.set(n, svg);
    }
    if (match?.[2] === 'jpg') {
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(jpeg);
    }
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
};
