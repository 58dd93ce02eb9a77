import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_STATE_ID } from '@app/shared/constants/server-render';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp } from '../../../test/http-client';

/**
 * A miniature web build with a server build beside it (decision 090). Its renderPage stands in for
 * apps/web/src/entry-server.tsx: it renders the home page only, asks the API through the fetch the
 * server configured (the account too, for a signed-in person, and gives up when that fails as the
 * real one does), echoes what it was told of the visitor, and fails or stalls on request.
 */
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-web-'));
const dist = path.join(web, 'dist');
fs.mkdirSync(path.join(web, 'dist-server'), { recursive: true });
fs.mkdirSync(dist);
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en-US"><head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/framework-def.js"></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(web, 'dist-server', 'entry-server.js'),
  `let api;
export function configureApi(origin, fetchImpl) { api = { origin, fetchImpl }; }
export async function renderPage(url, visitor) {
  const { pathname, searchParams } = new URL(url);
  if (searchParams.has('fail')) throw new Error('render failed');
  if (searchParams.has('stall')) await new Promise((resolve) => setTimeout(resolve, 5000));
  if (pathname !== '/') return null;
  let who = 'visitor';
  if (visitor.signedIn) {
    const account = await api.fetchImpl(api.origin + '/api/v1/account');
    if (!account.ok) return null;
    who = (await account.json()).data.email;
  }
  const reply = await api.fetchImpl(api.origin + '/api/v1/healthz-probe');
  const search = await api.fetchImpl(api.origin + '/api/v1/properties/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ searchThis: 'Austin, TX' }),
  });
  const locale = visitor.languages[0]?.startsWith('es') ? 'es' : 'en-us';
  return {
    html: '<h1>Home</h1><p>api ' + reply.status + '</p><p>search ' + search.status + '</p><p>' + visitor.userAgent + '</p><p>' + visitor.cookies + '</p><p>for ' + who + '</p>',
    state: { locale, queries: { note: '</script><script>alert(1)</script>' } },
  };
}
`,
);

const { app } = await createTestApp({ webDistDir: dist });
// One render first, whatever it gives: the first search of a fresh database (real PostgreSQL on a
// busy CI machine) can outlast the render's 3-second limit, and the tests below are about what a
// render puts in the page, not about a cold start (a render that stalls is tested on its own).
await app.inject({ method: 'GET', url: '/' });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME, ...headers } });

describe('pages rendered on the server', () => {
  it("puts the page's HTML in the root, inert until the app takes it over, with its state beside it and the page's language", async () => {
    const res = await get('/', { 'accept-language': 'es-MX,es;q=0.9', cookie: 'cookie-consent=all' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-server-rendered="es" inert><h1>Home</h1>');
    expect(res.body).toContain('<html lang="es"');
    // The render's API calls are answered in-process (a 404 JSON here: the probe path does not exist).
    expect(res.body).toContain('<p>api 404</p>');
    // A search (a POST with a JSON body) is answered too.
    expect(res.body).toContain('<p>search 200</p>');
    expect(res.body).toContain(`<p>${CHROME}</p><p>cookie-consent=all</p>`);
    const state = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(res.body)?.[1] ?? '';
    // The state cannot end its script early.
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state)).toMatchObject({ locale: 'es', queries: { note: '</script><script>alert(1)</script>' } });
    expect(res.headers.vary).toContain('Accept-Language');
    // The app's scripts are fetched after the page has painted: the entry is named for the loader, nothing is preloaded.
    expect(res.body).toContain('<script type="module" src="/after-paint.js" data-app-entry="/assets/index-abc.js"></script>');
    expect(res.body).not.toContain('modulepreload');
  });

  it("renders a signed-in person's page with their session (their cookies go to the API), kept from shared caches", async () => {
    const client = httpClient(app);
    const { email } = await signUp(client);
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await get('/', { cookie });
    expect(res.body).toContain(`<p>for ${email}</p>`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // A visitor's render never carries cookies to the API, even ones it was sent.
    const visitor = await get('/', { cookie: cookie.replace(/tn_signed_in=1;? ?/, '') });
    expect(visitor.body).toContain('<p>for visitor</p>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain shell for an ended session, pages the app does not render here, and when a render fails or is slow', async () => {
    const cases = [get('/', { cookie: 'tn_signed_in=1' }), get('/dashboard'), get('/?fail=1'), get('/?stall=1')];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(SERVER_STATE_ID);
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(res.body).toContain('modulepreload');
    }
  });

  it('renders at most eight pages at once: a visitor arriving then gets the plain shell at once', async () => {
    const stalled = Array.from({ length: 8 }, () => get('/?stall=1'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const extra = await get('/');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(extra.body).toContain('<div id="root"></div>');
    await Promise.all(stalled);
    expect((await get('/')).body).toContain('data-server-rendered="en-us"');
  });
});
