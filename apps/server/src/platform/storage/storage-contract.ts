import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, ObjectNotFoundError, type SignedUpload, type Storage } from './storage';

/** A running store for the contract suite, and how to stop it. */
export type ContractSubject = {
  storage: Storage;
  /** Whether the peer checks presigned signatures (s3rver accepts any v4 signature; AWS and the local store check). */
  checksSignatures: boolean;
  close(): Promise<void>;
};

let counter = 0;
const uniqueKey = (prefix: string, name = 'file.bin') => `${prefix}/contract/${Date.now()}-${++counter}/${name}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends bytes the way a browser does for this signed upload: a PUT of the body, or a form POST of the fields and the file. */
export function sendUpload(upload: SignedUpload, bytes: Buffer, contentType: string, headers: Record<string, string> = {}) {
  if (upload.method === 'PUT')
    return fetch(upload.url, { method: 'PUT', body: bytes, headers: { 'content-type': contentType, ...headers } });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }));
  return fetch(upload.url, { method: 'POST', body: form });
}

/**
 * The behaviour every Storage adapter must have, exercised through its real URLs with fetch.
 * Each adapter's test file calls this with a running store.
 */
export function describeStorageContract(name: string, start: () => Promise<ContractSubject>) {
  describe(`${name}: the storage contract`, () => {
    let subject: ContractSubject;
    let storage: Storage;
    beforeAll(async () => {
      subject = await start();
      storage = subject.storage;
    });
    afterAll(async () => subject?.close());

    it('stores bytes and reads them back with their size and normalised content type', async () => {
      const key = uniqueKey('public', 'photo.png');
      await storage.putObject(key, Buffer.from('hello world'), 'Image/PNG; charset=binary');
      expect((await storage.getObject(key)).toString()).toBe('hello world');
      expect(await storage.headObject(key)).toEqual({ size: 11, contentType: 'image/png' });
      expect((await storage.getObject(key, { start: 6, end: 10 })).toString()).toBe('world');
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.getObjectStream(key)) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe('hello world');
    });

    it('stores a stream', async () => {
      const key = uniqueKey('private');
      await storage.putObject(key, Readable.from([Buffer.from('abc'), Buffer.from('def')]), 'application/pdf');
      expect((await storage.getObject(key)).toString()).toBe('abcdef');
    });

    it('reports a missing object as undefined (head) or ObjectNotFoundError (get, stream, copy); a folder is not an object', async () => {
      const key = uniqueKey('public');
      await storage.putObject(`${key}/inside.txt`, Buffer.from('x'), 'text/plain');
      expect(await storage.headObject(key)).toBeUndefined();
      await expect(storage.getObject(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.getObjectStream(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.copyObject(key, uniqueKey('public'), 'image/png')).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('copies an object under a new content type, and deletes (a missing object too)', async () => {
      const source = uniqueKey('incoming');
      const target = uniqueKey('private', 'doc.pdf');
      await storage.putObject(source, Buffer.from('%PDF-1.4'), 'image/jpeg');
      await storage.copyObject(source, target, 'application/pdf');
      expect(await storage.headObject(target)).toEqual({ size: 8, contentType: 'application/pdf' });
      await storage.deleteObject(source);
      await storage.deleteObject(source);
      expect(await storage.headObject(source)).toBeUndefined();
      expect((await storage.getObject(target)).toString()).toBe('%PDF-1.4');
    });

    it('refuses keys the server could not have made', async () => {
      for (const key of ['../etc/passwd', '/etc/passwd', 'public/../private/x', 'public//x', 'public/x/', 'a\\b', 'public/ä', '']) {
        await expect(storage.putObject(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.getObject(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it('accepts an upload to the signed address with the signed Content-Type', async () => {
      const key = uniqueKey('incoming');
      const upload = await storage.signedUpload(key, 'image/jpeg', { expiresInSeconds: 60, maxBytes: 1000 });
      const res = await sendUpload(upload, Buffer.from('jpeg bytes'), 'image/jpeg', { 'content-disposition': 'inline; filename="a.jpg"' });
      expect(res.ok).toBe(true);
      expect(await storage.headObject(key)).toEqual({ size: 10, contentType: 'image/jpeg' });
    });

    it('refuses a signed PUT with another Content-Type, or a tampered signature', async ({ skip }) => {
      if (!subject.checksSignatures) skip('this peer does not verify signatures');
      const key = uniqueKey('incoming');
      const upload = await storage.signedUpload(key, 'image/jpeg', { expiresInSeconds: 60, maxBytes: 1000 });
      if (upload.method !== 'PUT') return skip('the store takes POSTs');
      const { url } = upload;
      expect((await fetch(url, { method: 'PUT', body: 'x', headers: { 'content-type': 'text/html' } })).status).toBe(403);
      const tampered = url.replace(
        /(signature|Signature)=([^&]+)/,
        (_m, param: string, value: string) => `${param}=${value.startsWith('A') ? 'B' : 'A'}${value.slice(1)}`,
      );
      expect((await fetch(tampered, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/jpeg' } })).status).toBe(403);
      expect(await storage.headObject(key)).toBeUndefined();
    });

    it('serves public objects at their public URL with their content type', async () => {
      const key = uniqueKey('public', 'photo.webp');
      await storage.putObject(key, Buffer.from('webp bytes'), 'image/webp');
      const res = await fetch(storage.publicUrl(key));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await res.text()).toBe('webp bytes');
    });

    it('serves a private object through a signed URL as an attachment, until the URL expires', async () => {
      const key = uniqueKey('private', 'deed.pdf');
      await storage.putObject(key, Buffer.from('%PDF-1.7 secret'), 'application/pdf');
      // Two URLs: a signature's time is whole seconds, so a one-second URL may
      // have as little as a few milliseconds left when it is first used.
      const res = await fetch(await storage.signedGetUrl(key, 60));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="deed.pdf"');
      expect(await res.text()).toBe('%PDF-1.7 secret');
      const shortLived = await storage.signedGetUrl(key, 1);
      await sleep(2100);
      expect((await fetch(shortLived)).status).toBe(403);
    });
  });
}
