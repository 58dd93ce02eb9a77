import { randomUUID } from 'node:crypto';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, createTestApp, type TestApp } from '../../../test/app';
import { LIMITS } from '../rate-limit/limits';

const BALANCER = '10.0.0.2';

/** A failed login (an unknown email, so only the per-IP limit applies) arriving from the load balancer. */
function loginVia(app: TestApp['app'], forwardedFor: string, remoteAddress = BALANCER) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/account/login',
    remoteAddress,
    headers: { ...CLIENT_HEADERS, 'x-forwarded-for': forwardedFor },
    payload: { username: `${randomUUID()}@example.com`, password: encodePassword('Wrong-Pass-1') },
  });
}

/** Uses up the per-IP login limit for `forwardedFor`; returns the status of the next attempt. */
async function exhaustLoginLimit(app: TestApp['app'], forwardedFor: string) {
  for (let i = 0; i < LIMITS.loginPerIp.limit; i++) expect((await loginVia(app, forwardedFor)).statusCode).toBe(401);
  return (await loginVia(app, forwardedFor)).statusCode;
}

describe('TRUST_PROXY=1 (one load balancer in front)', async () => {
  const { app } = await createTestApp({ trustProxy: 1 });

  it('gives two clients behind the balancer separate per-IP buckets', async () => {
    expect(await exhaustLoginLimit(app, '203.0.113.10')).toBe(429);
    expect((await loginVia(app, '203.0.113.11')).statusCode).toBe(401);
  });

  it('takes the address the balancer saw, not one the client prepended', async () => {
    expect(await exhaustLoginLimit(app, '198.51.100.1, 203.0.113.20')).toBe(429);
    expect((await loginVia(app, '198.51.100.2, 203.0.113.20')).statusCode).toBe(429);
  });
});

describe("TRUST_PROXY=10.0.0.0/8 (the balancers' addresses)", async () => {
  const { app } = await createTestApp({ trustProxy: ['10.0.0.0/8'] });

  it('believes X-Forwarded-For from a balancer and not from a client that reaches the node directly', async () => {
    expect(await exhaustLoginLimit(app, '203.0.113.40')).toBe(429);
    expect((await loginVia(app, '203.0.113.41')).statusCode).toBe(401);
    const direct = '198.51.100.9';
    for (let i = 0; i < LIMITS.loginPerIp.limit; i++) await loginVia(app, `203.0.113.${100 + i}`, direct);
    expect((await loginVia(app, '203.0.113.200', direct)).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', async () => {
  const { app } = await createTestApp();

  it('ignores X-Forwarded-For, so a client cannot spoof its way out of a limit', async () => {
    expect(await exhaustLoginLimit(app, '203.0.113.30')).toBe(429);
    const spoofed = await loginVia(app, '203.0.113.31');
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(spoofed.headers['retry-after'])).toBeGreaterThan(0);
  });
});
