import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { isInternetExplorer } from './web-app';

// A miniature web build: the shell, the IE page and one hashed asset.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
// The shell is over a kilobyte, as the real one is, so it is worth compressing.
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>Terranest</title></head><body><!--${'-'.repeat(1500)}--><div id="root"></div></body></html>`,
);
fs.writeFileSync(path.join(dist, 'compatible.html'), '<!doctype html><h1>Browser not supported</h1>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
// A large asset with the precompressed copies the build writes beside it.
const bigScript = 'export const greeting = "hello";\n'.repeat(400);
fs.writeFileSync(path.join(dist, 'assets', 'entry-def456.js'), bigScript);
fs.writeFileSync(path.join(dist, 'assets', 'entry-def456.js.br'), zlib.brotliCompressSync(bigScript));
fs.writeFileSync(path.join(dist, 'assets', 'entry-def456.js.gz'), zlib.gzipSync(bigScript));

const { app } = await createTestApp({ webDistDir: dist });
const ownTiles = await createTestApp({ webDistDir: dist, mapTileUrl: 'https://tiles.example.net/osm/{z}/{x}/{y}.png' });

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('serving the web app', () => {
  it('answers any page path with the SPA shell, not cached', async () => {
    for (const url of ['/', '/about', '/dashboard/wallet', '/listings/123?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps private pages out of search results: noindex to anyone not signed in (a crawler), public pages indexable', async () => {
    for (const url of ['/dashboard/listings/new', '/admin/users', '/listings/abc/offers/new?step=2']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    const signedIn = await app.inject({
      method: 'GET',
      url: '/dashboard/listings/new',
      headers: { 'user-agent': CHROME, cookie: 'tn_signed_in=1' },
    });
    expect(signedIn.headers['x-robots-tag']).toBeUndefined();
    for (const url of ['/', '/listings/abc', '/results?page=2']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } });
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('tells the maps the tile template the CSP allows, and the CSP allows that host alone for images', async () => {
    const res = await ownTiles.app.inject({ method: 'GET', url: '/search', headers: { 'user-agent': CHROME } });
    expect(res.body).toContain('<meta name="map-tiles" content="https://tiles.example.net/osm/{z}/{x}/{y}.png" />');
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc).toBe("'self' data: blob: https://tiles.example.net");
    const standard = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': CHROME } });
    // Without MAP_TILE_URL the maps draw their shipped basemap: no tile host named, none allowed.
    expect(standard.body).not.toContain('name="map-tiles"');
    expect(/img-src ([^;]*)/.exec(String(standard.headers['content-security-policy']))?.[1]).toBe("'self' data: blob:");
  });

  it("tells the web app the visitor's country from the CDN's header (visitors do not ask GET account), us without one", async () => {
    const fromTaiwan = await app.inject({ method: 'GET', url: '/results', headers: { 'user-agent': CHROME, 'cf-ipcountry': 'TW' } });
    expect(fromTaiwan.body).toContain('<meta name="user-country" content="tw" />');
    const unknown = await app.inject({ method: 'GET', url: '/', headers: { 'user-agent': CHROME, 'cf-ipcountry': 'XX' } });
    expect(unknown.body).toContain('<meta name="user-country" content="us" />');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'gzip, deflate, br', zlib.brotliDecompressSync],
    ['gzip', 'gzip, deflate', zlib.gunzipSync],
  ] as const)('sends the precompressed %s copy of an asset to a browser that accepts it', async (encoding, accept, decode) => {
    const res = await app.inject({ method: 'GET', url: '/assets/entry-def456.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decode(res.rawPayload).toString()).toBe(bigScript);
  });

  it('sends an asset uncompressed to a client that does not ask for compression', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/entry-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(bigScript);
  });

  it('compresses JSON API replies above a kilobyte on the fly, and leaves small ones alone', async () => {
    const big = await app.inject({ method: 'GET', url: '/api/v1/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
  });

  it('compresses a page shell with injected meta on the fly', async () => {
    const res = await app.inject({ method: 'GET', url: '/about', headers: { 'user-agent': CHROME, 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('gives a missing asset a 404 instead of the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown /api paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each([IE11, IE9])('sends Internet Explorer (%s) the compatibility page instead of the app', async (ua) => {
    for (const url of ['/', '/about', '/compatible']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'user-agent': ua } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Browser not supported');
    }
  });

  it('still answers the API to Internet Explorer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/properties/featured-cities', headers: { 'user-agent': IE11 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });
});

describe('isInternetExplorer', () => {
  it('recognises MSIE and Trident user agents only', () => {
    expect(isInternetExplorer(IE11)).toBe(true);
    expect(isInternetExplorer(IE9)).toBe(true);
    expect(isInternetExplorer(CHROME)).toBe(false);
    expect(isInternetExplorer(undefined)).toBe(false);
  });
});
