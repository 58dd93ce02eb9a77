import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { HttpClient } from '../../../test/http-client';

/** A 2000×1500 camera JPEG, stored rotated (EXIF orientation 6), with GPS coordinates in its EXIF. */
export function cameraJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 0/1' },
    })
    .toBuffer();
}

/** An 800×600 PNG with transparency. */
export function floorPlanPng(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } } }).png().toBuffer();
}

/** The smallest file a PDF reader accepts as one. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The start of an MP4 file (ftyp box, brand isom) and some payload. */
export const MP4_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(200, 1)]);

/** The path and query of a signed URL, for app.inject. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

type UploadOptions = { name: string; type: string; bytes: Buffer; access?: 'public' | 'private'; putType?: string };

/** The spec's flow up to the PUT: sign, then PUT the bytes to the signed URL. Returns the signing reply and the PUT's status. */
export async function signAndPut(app: FastifyInstance, client: HttpClient, options: UploadOptions) {
  const query = new URLSearchParams({ 'file-name': options.name, 'file-type': options.type, ...(options.access ? { access: options.access } : {}) });
  const signed = await client.get(`/api/v1/images/sign?${query}`);
  if (signed.statusCode !== 200) throw new Error(`sign failed: ${signed.statusCode} ${signed.body}`);
  const data = signed.json().data as { signed: { signedRequest: string; url: string }; uploadId: string; expiresAt: string };
  const put = await app.inject({
    method: 'PUT',
    url: pathOf(data.signed.signedRequest),
    headers: { 'content-type': options.putType ?? options.type, 'content-disposition': `inline; filename="${options.name}"` },
    payload: options.bytes,
  });
  return { ...data, putStatus: put.statusCode, putBody: put.body ? (put.json() as unknown) : undefined };
}

/** Sign → PUT → confirm (spec: the media upload call). Returns the confirmation response. */
export async function upload(app: FastifyInstance, client: HttpClient, options: UploadOptions) {
  const signed = await signAndPut(app, client, options);
  const res = await client.post('/api/v1/images', { uploadId: signed.uploadId, name: options.name, fileType: options.type, access: options.access ?? 'public', container: 'listing' });
  return Object.assign(res, { uploadId: signed.uploadId });
}
