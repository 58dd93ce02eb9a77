import { SIGNED_IN_COOKIE } from '@app/shared/constants/session';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp } from '../../../test/http-client';

const { app } = await createTestApp();

function setCookieHeaders(res: { headers: Record<string, unknown> }): string[] {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : ([] as string[]).concat(value as string | string[]);
}

function hintOf(res: { headers: Record<string, unknown> }) {
  return setCookieHeaders(res).find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`));
}

describe("the scripts' signed-in cookie (so visitors' pages never ask GET account)", () => {
  it('is set readable by scripts beside the session cookie at sign-up, and cleared with it at logout', async () => {
    const client = httpClient(app);
    await signUp(client);
    expect(client.jar.get(SIGNED_IN_COOKIE)).toBe('1');
    expect(client.jar.has('tn_session')).toBe(true);
    const logout = await client.post('/api/v1/account/logout');
    expect(hintOf(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(client.jar.has(SIGNED_IN_COOKIE)).toBe(false);
    expect(client.jar.has('tn_session')).toBe(false);
  });

  it('is not httpOnly (the web app reads it), lasts as long as the session, and only a successful sign-in sets it', async () => {
    const client = httpClient(app);
    expect(hintOf(await client.post('/api/v1/account/register', {}))).toBeUndefined();
    const res = await client.post('/api/v1/account/register', {
      email: `hint.${Date.now()}@example.com`,
      password: encodePassword('Olive-Tree-77'),
      accountType: 'individual',
      name: { firstName: 'Ana', lastName: 'Ruiz' },
    });
    expect(res.statusCode).toBe(201);
    const hint = hintOf(res) ?? '';
    const session = setCookieHeaders(res).find((c) => c.startsWith('tn_session=')) ?? '';
    expect(hint).toMatch(/^tn_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(/Expires=([^;]+)/.exec(hint)?.[1]).toBe(/Expires=([^;]+)/.exec(session)?.[1]);
  });

  it('comes back on the next API call or page load of a session that lacks it (sessions from before it existed)', async () => {
    const client = httpClient(app);
    await signUp(client);
    client.jar.delete(SIGNED_IN_COOKIE);
    const api = await client.get('/api/v1/account');
    expect(api.statusCode).toBe(200);
    expect(hintOf(api)).toMatch(/^tn_signed_in=1;/);
    expect(hintOf(api)).not.toMatch(/HttpOnly/i);
    client.jar.delete(SIGNED_IN_COOKIE);
    const page = await client.get('/dashboard/wallet');
    expect(hintOf(page)).toMatch(/^tn_signed_in=1;/);
    // Once there, it is not sent again with every reply.
    expect(hintOf(await client.get('/api/v1/account'))).toBeUndefined();
  });

  it('is cleared when the browser has no session any more, on a page load or an API call', async () => {
    const page = await app.inject({ method: 'GET', url: '/about', headers: { cookie: `${SIGNED_IN_COOKIE}=1` } });
    expect(hintOf(page)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const api = await app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie: `${SIGNED_IN_COOKIE}=1` } });
    expect(api.statusCode).toBe(401);
    expect(hintOf(api)).toMatch(/Expires=Thu, 01 Jan 1970/);
    // An ended session's cookie is cleared with it, and the call answers 419 as before.
    const ended = await app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { cookie: `tn_session=not-a-live-session; ${SIGNED_IN_COOKIE}=1` },
    });
    expect(ended.statusCode).toBe(419);
    expect(hintOf(ended)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('is left alone on asset requests, which never look up a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { cookie: `${SIGNED_IN_COOKIE}=1` } });
    expect(hintOf(res)).toBeUndefined();
  });
});
