import { ZMapResults, ZMapSearch, ZSearchCriteria, ZSearchPaging, ZSearchResults } from '@app/shared/search/search.schema';
import type { AppModule } from '../../app-deps';
import type { Actor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { routes } from '../../platform/http/route';
import { dayRingJob } from './day-ring.repo';
import { searchMap } from './search-map.service';
import { searchListings } from './search.service';

/** The search box reads NUL and other control characters as spaces (search-plan.ts), so the NUL guard lets them through. */
const readsControlCharacters = { acceptsNul: true };
const viewerOf = (actor: Actor) => (actor.kind === 'account' ? actor.accountId : null);

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

  const route = routes(app, { tags: ['properties'] });

  route({
    method: 'POST',
    url: '/api/v1/properties/search',
    auth: 'visitor',
    summary: 'Search public listings: a page of cards, the total and the place searched',
    config: readsControlCharacters,
    querystring: ZSearchPaging,
    body: ZSearchCriteria,
    data: ZSearchResults,
    handler: (request, actor) => orSearchFailed(() => searchListings(db, viewerOf(actor), request.body, request.query)),
  });
  route({
    method: 'POST',
    url: '/api/v1/properties/search/map',
    auth: 'visitor',
    summary: 'Search results on a map: clusters by zoom, single listings when zoomed in',
    config: readsControlCharacters,
    body: ZMapSearch,
    data: ZMapResults,
    handler: (request, actor) => orSearchFailed(() => searchMap(db, viewerOf(actor), request.body)),
  });
};
