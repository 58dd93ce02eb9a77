import { ZOk } from '@app/shared/http/envelope';
import { ZMapResults, ZMapSearch, ZSearchCriteria, ZSearchPaging, ZSearchResults } from '@app/shared/search/search.schema';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { dayRingJob } from './day-ring.repo';
import { searchMap } from './search-map.service';
import { searchListings } from './search.service';

const tags = ['properties'];
const ok = <T>(data: T) => ({ success: true as const, data });
/** The search box reads NUL and other control characters as spaces (search-plan.ts), so the NUL guard lets them through. */
const readsControlCharacters = { acceptsNul: true };
const viewerOf = (request: FastifyRequest) => (request.actor.kind === 'account' ? request.actor.accountId : null);

/**
 * The spec's search call answers a failure with success false and 'An error has occured'
 * (HTTP 500); the error handler logs the cause with the request id.
 */
async function orSearchFailed<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('AN_ERROR_HAS_OCCURED', { cause: error });
  }
}

/** Property search (spec: Search POST) and its map. Static paths, so they never meet /properties/:id. */
export const searchRoutes: AppModule = async (app, deps) => {
  const db = deps.database.db;
  deps.jobs.add(dayRingJob());

  app.post(
    '/api/v1/properties/search',
    {
      config: readsControlCharacters,
      schema: {
        tags,
        summary: 'Search public listings: a page of cards, the total and the place searched',
        querystring: ZSearchPaging,
        body: ZSearchCriteria,
        response: { 200: ZOk(ZSearchResults) },
      },
    },
    async (request) => ok(await orSearchFailed(() => searchListings(db, viewerOf(request), request.body, request.query))),
  );
  app.post(
    '/api/v1/properties/search/map',
    {
      config: readsControlCharacters,
      schema: {
        tags,
        summary: 'Search results on a map: clusters by zoom, single listings when zoomed in',
        body: ZMapSearch,
        response: { 200: ZOk(ZMapResults) },
      },
    },
    async (request) => ok(await orSearchFailed(() => searchMap(db, viewerOf(request), request.body))),
  );
};
