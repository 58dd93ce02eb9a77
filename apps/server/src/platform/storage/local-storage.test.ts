import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../http/error-handler';
import { expiryIn, grantQuery } from './local-signing';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract';

/** The local store behind a real HTTP server (the URLs it signs point there). */
async function startLocalStore(maxUploadBytes = 64 * 1024) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-local-store-'));
  const signingKey = randomBytes(32).toString('hex');
  const storage = createLocalStorage({
    root,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    signingKey,
    maxUploadBytes,
    removeOnClose: true,
  });
  const app = Fastify({ serverFactory: (handler) => server.on('request', handler) });
  registerErrorHandling(app);
  await storage.registerRoutes(app);
  await app.ready();
  return {
    storage,
    app,
    root,
    signingKey,
    checksSignatures: true,
    async close() {
      await app.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await storage.close();
    },
  };
}

describeStorageContract('local disk', startLocalStore);

describe('local disk: its own routes', async () => {
  const store = await startLocalStore(1000);
  const { storage, app, signingKey } = store;
  afterAll(() => store.close());
  const tmpFiles = () => fs.readdirSync(path.join(store.root, 'tmp'));

  it('refuses an upload over the size limit with 413 and keeps nothing (declared or streamed length)', async () => {
    const { url } = await storage.signedUpload('incoming/big', 'video/mp4', { expiresInSeconds: 60, maxBytes: 5000 });
    const declared = await fetch(url, { method: 'PUT', body: Buffer.alloc(1001), headers: { 'content-type': 'video/mp4' } });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { code: string }).code).toBe('FILE_TOO_LARGE');
    const chunks = [Buffer.alloc(600), Buffer.alloc(600)];
    const body = new ReadableStream({ pull: (controller) => (chunks.length ? controller.enqueue(chunks.shift()) : controller.close()) });
    const streamed = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'video/mp4' }, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await storage.headObject('incoming/big')).toBeUndefined();
    expect(tmpFiles()).toEqual([]);
    expect((await fetch(url, { method: 'PUT', body: Buffer.alloc(1000), headers: { 'content-type': 'video/mp4' } })).status).toBe(200);
  });

  it('holds an upload to the size signed into its URL, and refuses a URL whose limit was raised', async () => {
    const { url } = await storage.signedUpload('incoming/small', 'image/png', { expiresInSeconds: 60, maxBytes: 100 });
    const over = await fetch(url, { method: 'PUT', body: Buffer.alloc(101), headers: { 'content-type': 'image/png' } });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ success: false, code: 'FILE_TOO_LARGE', message: 'The file is too large (at most 0 MB).' });
    const raised = url.replace('max=100&', 'max=1000&');
    expect((await fetch(raised, { method: 'PUT', body: Buffer.alloc(101), headers: { 'content-type': 'image/png' } })).status).toBe(403);
    const dropped = url.replace('max=100&', '');
    expect((await fetch(dropped, { method: 'PUT', body: Buffer.alloc(10), headers: { 'content-type': 'image/png' } })).status).toBe(403);
    expect(await storage.headObject('incoming/small')).toBeUndefined();
    expect((await fetch(url, { method: 'PUT', body: Buffer.alloc(100), headers: { 'content-type': 'image/png' } })).status).toBe(200);
  });

  it('refuses a signature made for another key, an expired one, or none', async () => {
    const key = 'private/uploads/1/deed.pdf';
    await storage.putObject(key, Buffer.from('%PDF-'), 'application/pdf');
    const other = grantQuery(signingKey, { method: 'GET', key: 'private/uploads/2/deed.pdf', expires: expiryIn(60) });
    const past = grantQuery(signingKey, { method: 'GET', key, expires: expiryIn(-1) });
    for (const query of [other, past, '', 'expires=99999999999&signature=']) {
      const res = await app.inject({ method: 'GET', url: `/media/${key}?${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const putForGet = grantQuery(signingKey, { method: 'GET', key: 'incoming/x', expires: expiryIn(60) });
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/media/upload/incoming/x?${putForGet}`,
          headers: { 'content-type': 'image/png' },
          payload: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('serves public files with a year-long immutable cache, nosniff and byte ranges', async () => {
    await storage.putObject('public/uploads/1/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    const res = await app.inject({ method: 'GET', url: '/media/public/uploads/1/clip.mp4' });
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const part = await app.inject({ method: 'GET', url: '/media/public/uploads/1/clip.mp4', headers: { range: 'bytes=2-5' } });
    expect([part.statusCode, part.body, part.headers['content-range']]).toEqual([206, '2345', 'bytes 2-5/10']);
    expect((await app.inject({ method: 'GET', url: '/media/public/uploads/1/clip.mp4', headers: { range: 'bytes=20-' } })).statusCode).toBe(
      416,
    );
  });

  it('never serves uploads in progress, private files without a signature, or paths outside the store', async () => {
    await storage.putObject('incoming/abc', Buffer.from('x'), 'image/png');
    await storage.putObject('private/uploads/9/id.png', Buffer.from('x'), 'image/png');
    for (const url of [
      '/media/incoming/abc',
      '/media/public/..%2Fincoming%2Fabc',
      '/media/public/%2e%2e/%2e%2e/etc/passwd',
      '/media/public/..%2f..%2fetc%2fpasswd',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/media/private/uploads/9/id.png' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/media/public/uploads/9/id.png' })).statusCode).toBe(404);
  });
});
