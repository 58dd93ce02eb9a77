import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

const limiters: RateLimiter[] = [];
afterAll(async () => {
  await Promise.all(limiters.map((limiter) => limiter.close()));
});

function contract(name: string, make: () => Promise<RateLimiter>) {
  describe(name, () => {
    it('allows hits up to the limit in a window, then refuses with a retry time', async () => {
      const limiter = await make();
      limiters.push(limiter);
      const key = `test:${randomUUID()}`;
      const outcomes = [];
      for (let i = 0; i < 4; i++) outcomes.push(await limiter.hit(key, 3, 60_000));
      expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false]);
      expect(outcomes[3]?.retryAfterSeconds).toBeGreaterThan(0);
      expect(outcomes[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('forgets a key on reset', async () => {
      const limiter = await make();
      limiters.push(limiter);
      const key = `test:${randomUUID()}`;
      await limiter.hit(key, 1, 60_000);
      expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(false);
      await limiter.reset(key);
      expect((await limiter.hit(key, 1, 60_000)).allowed).toBe(true);
    });

    it('lets exactly `limit` of many parallel hits through', async () => {
      const limiter = await make();
      limiters.push(limiter);
      const key = `test:${randomUUID()}`;
      const outcomes = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(key, 5, 60_000)));
      expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
    });

    it('starts a new window once the old one ends', async () => {
      const limiter = await make();
      limiters.push(limiter);
      const key = `test:${randomUUID()}`;
      await limiter.hit(key, 1, 150);
      expect((await limiter.hit(key, 1, 150)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await limiter.hit(key, 1, 150)).allowed).toBe(true);
    });
  });
}

contract('memory rate limiter', async () => createMemoryRateLimiter());

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  contract('Redis rate limiter', () => createRedisRateLimiter(redisUrl));

  describe('Redis rate limiter across nodes', () => {
    it('shares one count between two nodes', async () => {
      const nodeA = await createRedisRateLimiter(redisUrl);
      const nodeB = await createRedisRateLimiter(redisUrl);
      limiters.push(nodeA, nodeB);
      const key = `test:${randomUUID()}`;
      expect((await nodeA.hit(key, 2, 60_000)).allowed).toBe(true);
      expect((await nodeB.hit(key, 2, 60_000)).allowed).toBe(true);
      expect((await nodeA.hit(key, 2, 60_000)).allowed).toBe(false);
    });

    it('counts and sets the expiry in one atomic command, so a crash cannot leave a key that never expires', async () => {
      const limiter = await createRedisRateLimiter(redisUrl);
      const watcher = createClient({ url: redisUrl });
      await watcher.connect();
      limiters.push(limiter);
      const key = `test:${randomUUID()}`;
      const seen: string[] = [];
      await watcher.monitor((line) => {
        if (line.includes(key) && !line.includes(' lua]')) seen.push(line);
      });
      await limiter.hit(key, 3, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      watcher.destroy();
      // One command from the client touches the key (the script); its INCR and PEXPIRE run inside it.
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatch(/"EVAL(SHA)?"/i);
    });
  });
}
