import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { media } from '../../db/schema/index';
import { uploadKeys } from './media-keys';
import {
  cameraJpegWithGps,
  floorPlanPng,
  MP4_HEADER,
  mp4WithLocation,
  pathOf,
  signAndPut,
  TINY_PDF,
  upload,
  VIDEO_LOCATION,
} from './media.fixtures';

const { app, db } = await createTestApp();
const storage = app.deps.storage;
const COULD_NOT_UPLOAD = 'File could not upload, try another one';
const UPLOAD_FAILED = 'Something went wrong with the upload process. Make sure form is filled out correctly.';

async function member() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

async function rowOf(id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row!;
}

async function nothingStored(id: string) {
  const row = await rowOf(id);
  for (const key of uploadKeys(row)) expect(await storage.headObject(key), key).toBeUndefined();
  return row;
}

afterEach(() => vi.useRealTimers());

describe('uploading a photo', () => {
  it('stores a JPEG upright with its EXIF (GPS) removed, plus WebP renditions 320/640/1600 wide, never upscaled', async () => {
    const client = await member();
    const camera = await cameraJpegWithGps();
    const input = await sharp(camera).metadata();
    expect([input.width, input.orientation, input.exif?.includes(Buffer.from('TestCam'))]).toEqual([2000, 6, true]);
    const res = await upload(app, client, { name: 'Front door.jpg', type: 'image/jpeg', bytes: camera });
    expect(res.statusCode).toBe(201);
    const photo = res.json().data;
    expect(photo).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      access: 'public',
      originalName: 'Front door.jpg',
      width: 1500,
      height: 2000,
    });
    expect(photo.S3Path).toMatch(/^public\/uploads\/[0-9a-f-]{36}\/Front-door\.jpg$/);
    expect(photo.url).toBe(`${app.deps.config.publicUrl}/media/${photo.S3Path}`);

    const stored = await storage.getObject(photo.S3Path);
    expect(stored.length).toBe(photo.fileSize);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1500, 2000]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);

    for (const [name, width] of [
      ['thumb', 320],
      ['card', 640],
      ['full', 1500],
    ] as const) {
      const served = await app.inject({ method: 'GET', url: pathOf(photo.variants[name]) });
      expect(served.headers['content-type']).toBe('image/webp');
      const rendition = await sharp(served.rawPayload).metadata();
      expect([rendition.format, rendition.width, rendition.exif]).toEqual(['webp', width, undefined]);
    }
  });

  it('stores a PNG as a PNG with renditions, and serves it publicly with a long cache', async () => {
    const client = await member();
    const photo = (await upload(app, client, { name: 'plan.png', type: 'image/png', bytes: await floorPlanPng() })).json().data;
    expect(photo).toMatchObject({ contentType: 'image/png', width: 800, height: 600 });
    const served = await app.inject({ method: 'GET', url: pathOf(photo.url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect((await sharp((await app.inject({ method: 'GET', url: pathOf(photo.variants.full) })).rawPayload).metadata()).width).toBe(800);
  });

  it("refuses a PDF named .jpg with 'File could not upload, try another one' and keeps nothing", async () => {
    const client = await member();
    const res = await upload(app, client, { name: 'photo.jpg', type: 'image/jpeg', bytes: TINY_PDF });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_COULD_NOT_UPLOAD', message: COULD_NOT_UPLOAD });
    expect((await nothingStored(res.uploadId)).status).toBe('failed');
  });

  it("refuses a truncated JPEG with 'File could not upload, try another one' and keeps nothing", async () => {
    const client = await member();
    const jpeg = await cameraJpegWithGps();
    const res = await upload(app, client, { name: 'cut.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) });
    expect(res.json()).toMatchObject({ code: 'FILE_COULD_NOT_UPLOAD', message: COULD_NOT_UPLOAD });
    await nothingStored(res.uploadId);
  });

  it('refuses an image over 15 MB at the upload itself with 413 (the store allows 300 MB only for video) and keeps nothing', async () => {
    const client = await member();
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(15 * 1024 * 1024)]);
    const signed = await signAndPut(app, client, { name: 'huge.jpg', type: 'image/jpeg', bytes });
    expect(signed.putStatus).toBe(413);
    expect(signed.putBody).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is too large (at most 15 MB).' });
    expect(await app.deps.storage.headObject(`incoming/${signed.uploadId}`)).toBeUndefined();
    const pdf = await signAndPut(app, client, {
      name: 'huge.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([TINY_PDF, Buffer.alloc(20 * 1024 * 1024)]),
    });
    expect(pdf.putBody).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'The file is too large (at most 20 MB).' });
    const res = await client.post('/api/v1/images', { uploadId: signed.uploadId, name: 'huge.jpg', fileType: 'image/jpeg' });
    expect(res.json()).toMatchObject({ code: 'UPLOAD_FAILED' });
    await nothingStored(signed.uploadId);
  });

  it('refuses to sign a type no upload accepts', async () => {
    const client = await member();
    for (const type of ['image/gif', 'text/html', 'image/svg+xml']) {
      const res = await client.get(`/api/v1/images/sign?file-name=x&file-type=${encodeURIComponent(type)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
  });
});

describe('the signed upload URL', () => {
  it('accepts the bytes only with the signed Content-Type and an untampered signature', async () => {
    const client = await member();
    const signed = await signAndPut(app, client, { name: 'a.png', type: 'image/png', bytes: Buffer.from('x'), putType: 'text/html' });
    expect(signed.putStatus).toBe(403);
    const url = pathOf(signed.signed.signedRequest);
    const tampered = url.replace(/signature=(.)/, (_m, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await app.inject({ method: 'PUT', url: tampered, headers: { 'content-type': 'image/png' }, payload: 'x' })).statusCode).toBe(
      403,
    );
    const other = url.replace(/incoming\/[0-9a-f-]+/, 'incoming/00000000-0000-4000-8000-000000000000');
    expect((await app.inject({ method: 'PUT', url: other, headers: { 'content-type': 'image/png' }, payload: 'x' })).statusCode).toBe(403);
  });

  it('expires after 15 minutes: the PUT is refused and a late confirmation fails with the upload message', async () => {
    const client = await member();
    const signed = await signAndPut(app, client, { name: 'late.png', type: 'image/png', bytes: await floorPlanPng() });
    expect(signed.putStatus).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const again = await app.inject({
      method: 'PUT',
      url: pathOf(signed.signed.signedRequest),
      headers: { 'content-type': 'image/png' },
      payload: 'x',
    });
    expect(again.statusCode).toBe(403);
    const res = await client.post('/api/v1/images', { uploadId: signed.uploadId, name: 'late.png', fileType: 'image/png' });
    expect(res.json()).toMatchObject({ code: 'UPLOAD_FAILED', message: UPLOAD_FAILED });
    await nothingStored(signed.uploadId);
  });

  it('confirming with nothing uploaded fails with the upload message', async () => {
    const client = await member();
    const signed = (await client.get('/api/v1/images/sign?file-name=a.png&file-type=image/png')).json().data;
    const res = await client.post('/api/v1/images', { uploadId: signed.uploadId, name: 'a.png', fileType: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_FAILED', message: UPLOAD_FAILED });
    expect((await rowOf(signed.uploadId)).status).toBe('failed');
  });
});

describe('documents and videos', () => {
  it('keeps a PDF private even when asked for public: a 10-minute signed download, nothing without the signature', async () => {
    const client = await member();
    const res = await upload(app, client, { name: 'Deed of trust.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'public' });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data;
    expect(doc).toMatchObject({
      kind: 'document',
      access: 'private',
      contentType: 'application/pdf',
      fileSize: TINY_PDF.length,
      variants: null,
      width: null,
    });
    expect(doc.S3Path).toMatch(/^private\/uploads\/.+\/Deed-of-trust\.pdf$/);

    const download = await app.inject({ method: 'GET', url: pathOf(doc.url) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="Deed-of-trust.pdf"');
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/media/${doc.S3Path}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/media/public/${doc.S3Path.slice('private/'.length)}` })).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: pathOf(doc.url) })).statusCode).toBe(403);
  });

  it('keeps an image private when asked (an ID photo), renditions included', async () => {
    const client = await member();
    const id = (
      await upload(app, client, { name: 'passport.png', type: 'image/png', bytes: await floorPlanPng(), access: 'private' })
    ).json().data;
    expect(id.access).toBe('private');
    expect(id.S3Path.startsWith('private/')).toBe(true);
    expect(id.variants.thumb).toContain('signature=');
    expect((await app.inject({ method: 'GET', url: pathOf(id.variants.thumb) })).statusCode).toBe(200);
  });

  it('stores an MP4 as a public video, checked by its bytes', async () => {
    const client = await member();
    const video = (await upload(app, client, { name: 'tour.mp4', type: 'video/mp4', bytes: MP4_HEADER })).json().data;
    expect(video).toMatchObject({ kind: 'video', access: 'public', contentType: 'video/mp4', fileSize: MP4_HEADER.length });
    const part = await app.inject({ method: 'GET', url: pathOf(video.url), headers: { range: 'bytes=4-7' } });
    expect([part.statusCode, part.body]).toEqual([206, 'ftyp']);
  });

  it('blanks where a video was shot (udta ©xyz and loci, meta location key, XMP uuid) in the stored copy, keeping its size and media', async () => {
    const client = await member();
    for (const bytes of [mp4WithLocation(), mp4WithLocation({ largeMdat: true })]) {
      const video = (await upload(app, client, { name: 'walkthrough.mp4', type: 'video/mp4', bytes })).json().data;
      const stored = (await app.inject({ method: 'GET', url: pathOf(video.url) })).rawPayload;
      expect(stored.length).toBe(bytes.length);
      expect(video.fileSize).toBe(bytes.length);
      expect(stored.toString('latin1')).not.toContain(VIDEO_LOCATION);
      expect(stored.toString('latin1')).not.toContain('GPSLatitude');
      const media = bytes.indexOf(Buffer.alloc(4096, 7));
      expect(stored.subarray(media, media + 4096).equals(bytes.subarray(media, media + 4096))).toBe(true);
    }
  });

  it("refuses a video whose boxes overrun the file with 'File could not upload, try another one' and keeps nothing", async () => {
    const client = await member();
    const res = await upload(app, client, { name: 'cut.mp4', type: 'video/mp4', bytes: mp4WithLocation().subarray(0, 300) });
    expect(res.json()).toMatchObject({ code: 'FILE_COULD_NOT_UPLOAD', message: COULD_NOT_UPLOAD });
    await nothingStored(res.uploadId);
  });

  it('confirming a ready upload again returns it unchanged', async () => {
    const client = await member();
    const first = await upload(app, client, { name: 'deed.pdf', type: 'application/pdf', bytes: TINY_PDF });
    const again = await client.post('/api/v1/images', { uploadId: first.uploadId, name: 'deed.pdf', fileType: 'application/pdf' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.S3Path).toBe(first.json().data.S3Path);
  });
});
