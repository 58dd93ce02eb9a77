import { createClient } from 'redis';

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by purpose and subject ("login-ip:1.2.3.4"). With Redis the
 * counts are shared by every node; without it each process counts for itself.
 */
export type RateLimiter = {
  /**
   * Counts one hit and reads the count back in one atomic step, so parallel hits never share a
   * count; `allowed` is false once more than `limit` hits fell in the window.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Forgets a key (a successful login clears its attempts). */
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

/** Counters in this process's memory; hit() has no await inside, so it is atomic in the event loop. */
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
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Counts and sets the window in one script: Redis runs it atomically, so no crash or second
 * client can come between the INCR and the PEXPIRE (a key without an expiry would block forever).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** Counters in Redis, shared across nodes. */
export async function createRedisRateLimiter(url: string): Promise<RateLimiter> {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  const prefixed = (key: string) => `tn:rl:${key}`;
  return {
    async hit(key, limit, windowMs) {
      const reply = await client.eval(HIT_SCRIPT, { keys: [prefixed(key)], arguments: [String(windowMs)] });
      const [count, ttl] = reply as [number, number];
      return result(count, limit, Date.now() + ttl);
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
