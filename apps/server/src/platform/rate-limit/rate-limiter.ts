import { createClient } from 'redis';

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by purpose and subject ("login-ip:1.2.3.4"). With Redis the
 * counts are shared by every node; without it each process counts for itself.
 */
export type RateLimiter = {
  /** Counts one hit; `allowed` is false once more than `limit` hits fell in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether the key is already over its limit, without counting a hit. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Forgets a key (a successful login clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

function result(count: number, limit: number, resetAt: number): RateLimitResult {
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/** Counters in this process's memory. */
export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, limit, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return result(entry.count, limit, entry.resetAt);
    },
    async peek(key, limit) {
      const entry = current(key);
      return entry ? result(entry.count + 1, limit, entry.resetAt) : result(1, limit, Date.now() + 1000);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** Counters in Redis (INCR + PEXPIRE), shared across nodes. */
export async function createRedisRateLimiter(url: string): Promise<RateLimiter> {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  const prefixed = (key: string) => `tn:rl:${key}`;
  return {
    async hit(key, limit, windowMs) {
      const name = prefixed(key);
      const [count, ttl] = (await client.multi().incr(name).pTTL(name).exec()) as unknown as [number, number];
      let resetAt = Date.now() + (ttl > 0 ? ttl : windowMs);
      if (ttl < 0) {
        await client.pExpire(name, windowMs);
        resetAt = Date.now() + windowMs;
      }
      return result(count, limit, resetAt);
    },
    async peek(key, limit) {
      const name = prefixed(key);
      const [count, ttl] = (await client.multi().get(name).pTTL(name).exec()) as unknown as [string | null, number];
      return result(Number(count ?? 0) + 1, limit, Date.now() + Math.max(ttl, 1000));
    },
    async reset(key) {
      await client.del(prefixed(key));
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}

/** Redis when a URL is configured, else memory. */
export function createRateLimiter(redisUrl: string | undefined): Promise<RateLimiter> {
  return redisUrl ? createRedisRateLimiter(redisUrl) : Promise.resolve(createMemoryRateLimiter());
}
