import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified, type HttpClient } from '../../../test/http-client';
import { media } from '../../db/schema/index';
import { S3RVER_CREDENTIALS, startS3rver } from '../../platform/storage/s3rver.fixture';
import { sendUpload } from '../../platform/storage/storage-contract';
import { uploadKeys } from './media-keys';
import { cameraJpegWithGps, mp4WithLocation, TINY_PDF, VIDEO_LOCATION } from './media.fixtures';

const s3 = await startS3rver();
const { app, db } = await createTestApp({ s3: { endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', ...S3RVER_CREDENTIALS } });
afterAll(() => s3.close());

const sign = async (client: HttpClient, name: string, type: string) =>
  (await client.get(`/api/v1/images/sign?${new URLSearchParams({ 'file-name': name, 'file-type': type })}`)).json().data;

/** The spec's flow with the browser's part done by fetch: sign, POST the form straight to the store, confirm. */
async function uploadToS3(client: HttpClient, name: string, type: string, bytes: Buffer) {
  const signed = await sign(client, name, type);
  const sent = await sendUpload({ method: 'POST', url: signed.signed.signedRequest, fields: signed.signed.fields }, bytes, type);
  expect(sent.ok).toBe(true);
  const res = await client.post('/api/v1/images', { uploadId: signed.uploadId, name, fileType: type });
  return Object.assign(res, { uploadId: signed.uploadId as string, publicUrl: signed.signed.url as string });
}

describe('uploads to an S3-compatible store', async () => {
  const client = httpClient(app);
  await signUpVerified(app, client);

  it('stores a cleaned JPEG and its renditions, readable at their public URLs', async () => {
    const res = await uploadToS3(client, 'house.jpg', 'image/jpeg', await cameraJpegWithGps());
    expect(res.statusCode).toBe(201);
    const photo = res.json().data;
    expect(photo.url).toBe(`${s3.endpoint}/${s3.bucket}/${photo.S3Path}`);
    expect(photo.url).toBe(res.publicUrl);
    const original = await fetch(photo.url);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1500, 2000, undefined]);
    const thumb = await sharp(Buffer.from(await (await fetch(photo.variants.thumb)).arrayBuffer())).metadata();
    expect([thumb.format, thumb.width]).toEqual(['webp', 320]);
    expect(await app.deps.storage.headObject(`incoming/${photo._id}`)).toBeUndefined();
  });

  it("caps each upload at its kind's size in the signed POST policy (s3rver does not check policies; S3 does)", async () => {
    const limitOf = async (name: string, type: string) => {
      const { fields } = (await sign(client, name, type)).signed as { fields: Record<string, string> };
      const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as { conditions: unknown[] };
      return policy.conditions.find((condition) => Array.isArray(condition) && condition[0] === 'content-length-range');
    };
    expect(await limitOf('a.jpg', 'image/jpeg')).toEqual(['content-length-range', 1, 15 * 1024 * 1024]);
    expect(await limitOf('a.pdf', 'application/pdf')).toEqual(['content-length-range', 1, 20 * 1024 * 1024]);
    expect(await limitOf('a.mp4', 'video/mp4')).toEqual(['content-length-range', 1, 300 * 1024 * 1024]);
  });

  it('stores a video without where it was shot, streamed back to the bucket at its size', async () => {
    const bytes = mp4WithLocation();
    const video = (await uploadToS3(client, 'tour.mp4', 'video/mp4', bytes)).json().data;
    const stored = Buffer.from(await (await fetch(video.url)).arrayBuffer());
    expect(stored.length).toBe(bytes.length);
    expect(stored.toString('latin1')).not.toContain(VIDEO_LOCATION);
  });

  it('keeps a PDF private behind a presigned download', async () => {
    const doc = (await uploadToS3(client, 'deed.pdf', 'application/pdf', TINY_PDF)).json().data;
    expect(doc).toMatchObject({ access: 'private', contentType: 'application/pdf' });
    const download = await fetch(doc.url);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="deed.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(TINY_PDF)).toBe(true);
  });

  it("refuses a PDF named .jpg with 'File could not upload, try another one' and leaves nothing in the bucket", async () => {
    const res = await uploadToS3(client, 'photo.jpg', 'image/jpeg', TINY_PDF);
    expect(res.json()).toMatchObject({ code: 'FILE_COULD_NOT_UPLOAD', message: 'File could not upload, try another one' });
    const [row] = await db.select().from(media).where(eq(media.id, res.uploadId));
    expect(row?.status).toBe('failed');
    for (const key of uploadKeys(row!)) expect(await app.deps.storage.headObject(key), key).toBeUndefined();
  });
});
