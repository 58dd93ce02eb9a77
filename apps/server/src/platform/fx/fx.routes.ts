import { ZRateTable } from '@app/shared/domain/rate-table.schema';
import { routes } from '../http/route';
import type { PlatformModule } from '../platform-deps';
import { currentRates } from './fx-rates.repo';
import { FX_REFRESH_JOB, fxRefreshJob, ratesAreStale } from './fx-refresh';

/**
 * The exchange rates "≈" prices are shown at, with their day and source. With FX_URL set they are
 * refreshed daily from that feed, and at start-up when the stored ones are more than a day old.
 */
export const fxRoutes: PlatformModule = async (app, deps) => {
  const { db } = deps.database;
  const url = deps.config.fxUrl;
  if (url) {
    const log = app.log.child({ component: 'fx' });
    deps.jobs.add(fxRefreshJob(db, url, log));
    app.addHook('onReady', async () => {
      // Not awaited: a slow or unreachable feed must not hold up start-up.
      void ratesAreStale(db)
        .then((stale) => (stale ? deps.jobs.runNow(FX_REFRESH_JOB) : false))
        .catch((err: unknown) => log.warn({ err }, 'exchange rates could not be refreshed at start-up'));
    });
  }

  routes(app, { tags: ['exchange-rates'] })({
    method: 'GET',
    url: '/api/v1/exchange-rates',
    auth: 'visitor',
    summary: 'The exchange rates approximate prices are shown at, with their day',
    data: ZRateTable,
    handler: async (_request, _actor, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return currentRates(db);
    },
  });
};
