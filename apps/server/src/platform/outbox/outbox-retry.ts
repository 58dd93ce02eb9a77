/** Attempts before a row is given up as `failed` (about an hour of retries with the delays below). */
export const OUTBOX_MAX_ATTEMPTS = 8;

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/**
 * How long to wait after the given failed attempt (1-based): 30 s, 1 min, 2 min … capped at
 * an hour, each ±20% so rows that failed together (an SMTP outage) do not retry in lockstep.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
