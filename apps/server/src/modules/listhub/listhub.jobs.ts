import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Job } from '../../platform/jobs/jobs';
import { importFeed } from './listhub-import.service';

export const LISTHUB_FEED_JOB = 'listhub-feed';

/**
 * The scheduled import (LISTHUB_FEED_URL, every LISTHUB_FEED_INTERVAL_MINUTES; off when the URL is
 * unset): downloads the feed after the job's transaction and imports it as a full feed, as an
 * admin's upload would be. A run that finds an import still under way leaves it be.
 */
export function listhubFeedJob(deps: AppDeps, url: string, everyMs: number, log: FastifyBaseLogger): Job {
  return {
    name: LISTHUB_FEED_JOB,
    everyMs,
    async run() {
      return async () => {
        const res = await fetch(url, { signal: AbortSignal.timeout(10 * 60_000) });
        if (!res.ok || !res.body) {
          log.warn({ status: res.status }, 'the ListHub feed could not be downloaded');
          return;
        }
        try {
          const report = await importFeed(deps, { accountId: null }, Readable.fromWeb(res.body as WebReadableStream), true);
          log.info({ file: report.file, total: report.total }, 'ListHub feed import queued');
        } catch (err) {
          log.warn({ err }, 'the ListHub feed was not imported');
        }
      };
    },
  };
}
