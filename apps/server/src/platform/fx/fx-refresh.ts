import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Job } from '../jobs/jobs';
import { fetchEcbDaily } from './ecb-feed';
import { newestRateDay, storeEuroRates } from './fx-rates.repo';

export const FX_REFRESH_JOB = 'fx-rates-refresh';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fetches the feed and stores its day. A failure (network, HTTP status, malformed document) is
 * logged as a warning and leaves the stored rates as they were; it never throws.
 */
export async function refreshRates(db: Db, url: string, log: FastifyBaseLogger): Promise<void> {
  try {
    const rates = await fetchEcbDaily(url);
    const added = await storeEuroRates(db, rates);
    log.info({ day: rates.day, currencies: Object.keys(rates.perEur).length, added }, 'exchange rates refreshed');
  } catch (err) {
    log.warn({ err }, 'exchange rates could not be refreshed; the stored rates stay in use');
  }
}

/** True when nothing is stored or the newest stored day is more than a day old. */
export async function ratesAreStale(db: Db, now = new Date()): Promise<boolean> {
  const day = await newestRateDay(db);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  return day === null || day < yesterday;
}

/** Daily: the feed is asked after the job's lock is released (no transaction held across a network call). */
export function fxRefreshJob(db: Db, url: string, log: FastifyBaseLogger): Job {
  return { name: FX_REFRESH_JOB, everyMs: DAY_MS, run: async () => () => refreshRates(db, url, log) };
}
