import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../platform/rate-limit/limits';
import { createTestApp, type TestApp } from '../../../test/app';
import { httpClient, logIn, signUp } from '../../../test/http-client';

const stores: [string, () => Promise<TestApp>][] = [['the in-process limiter', () => createTestApp()]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) stores.push(['Redis', () => createTestApp({ redisUrl })]);

describe.each(stores)('the per-account login limit on %s', (_store, make) => {
  it('lets no more than the limit of parallel wrong-password logins reach the password check', async () => {
    const { app } = await make();
    const { email, password } = await signUp(httpClient(app));
    const { limit } = LIMITS.loginAttemptsPerAccount;
    // Each guess from its own address, so only the per-account limit stands between them.
    const guesses = await Promise.all(Array.from({ length: 3 * limit }, (_, i) => logIn(httpClient(app), email, `Wrong-Pass-${i}`)));
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * limit);
    // The right password is refused too until the window ends.
    expect((await logIn(httpClient(app), email, password)).statusCode).toBe(429);
  });

  it('a correct password clears the attempts it reserved', async () => {
    const { app } = await make();
    const { email, password } = await signUp(httpClient(app));
    for (let i = 0; i < LIMITS.loginAttemptsPerAccount.limit + 2; i++)
      expect((await logIn(httpClient(app), email, password)).statusCode).toBe(200);
  });
});
