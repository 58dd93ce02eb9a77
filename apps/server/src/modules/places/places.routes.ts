import { ZPlace, ZPlacesQuery } from '@app/shared/search/search.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes } from '../../platform/http/route';
import { createGeocoder } from './geocoder';

/** Place names change rarely: browsers and shared caches may keep an answer this long. */
const CACHE_CONTROL = 'public, max-age=300';

/** Location autocomplete for every search box: public, cacheable; an empty list when nothing matches. */
export const placesRoutes: AppModule = async (app, { config }) => {
  const geocoder = createGeocoder(config, app.log);
  routes(app, { tags: ['search'] })({
    method: 'GET',
    url: '/api/v1/places',
    auth: 'visitor',
    summary: 'Suggest places (ZIP codes, cities, states, countries) for a location box',
    querystring: ZPlacesQuery,
    data: z.array(ZPlace),
    handler: async (request, _actor, reply) => {
      const places = await geocoder.suggest(request.query.q, request.query.limit);
      reply.header('cache-control', CACHE_CONTROL);
      return places;
    },
  });
};
