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
  return sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** The smallest file a PDF reader accepts as one. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A minimal well-formed MP4 file: an ftyp box (brand isom) and an mdat box of payload. */
export const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 208]),
  Buffer.from('mdat'),
  Buffer.alloc(200, 1),
]);

/** The path and query of a signed URL, for app.inject. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

type UploadOptions = { name: string; type: string; bytes: Buffer; access?: 'public' | 'private'; putType?: string };

/** The spec's flow up to the PUT: sign, then PUT the bytes to the signed URL. Returns the signing reply and the PUT's status. */
export async function signAndPut(app: FastifyInstance, client: HttpClient, options: UploadOptions) {
  const query = new URLSearchParams({
    'file-name': options.name,
    'file-type': options.type,
    ...(options.access ? { access: options.access } : {}),
  });
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
  const res = await client.post('/api/v1/images', {
    uploadId: signed.uploadId,
    name: options.name,
    fileType: options.type,
    access: options.access ?? 'public',
    container: 'listing',
  });
  return Object.assign(res, { uploadId: signed.uploadId });
}

/** An ISO base media box: size, type, then the children or payload. */
export function mp4Box(type: string, ...parts: (Buffer | string)[]): Buffer {
  const body = Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** Where the videos below were "shot": the Eiffel Tower, as ISO 6709. */
export const VIDEO_LOCATION = '+48.8583+002.2945';

/**
 * A small MP4 laid out as phones write it, with the recording place in each spot players and
 * tools read it from: QuickTime `moov/udta/©xyz`, 3GPP `moov/trak/udta/loci`, the QuickTime
 * metadata key `com.apple.quicktime.location.ISO6709` in `moov/meta`, and an XMP `uuid` box at
 * the top. With `largeMdat`, the media data comes first in a 64-bit-size box (moov at the end).
 */
export function mp4WithLocation({ largeMdat = false } = {}): Buffer {
  const ftyp = mp4Box('ftyp', 'isom', Buffer.from([0, 0, 2, 0]), 'isomiso2avc1mp41');
  const loci = mp4Box('loci', Buffer.alloc(6), 'Tour Eiffel\0', Buffer.from([0, 0, 0x30, 0x91, 0, 0, 0x02, 0x2f]), 'Earth\0\0');
  const xyz = mp4Box('\u00a9xyz', Buffer.from([0, 18, 0x15, 0xc7]), `${VIDEO_LOCATION}/`);
  const keys = mp4Box('keys', Buffer.alloc(4), Buffer.from([0, 0, 0, 1]), mp4Box('mdta', 'com.apple.quicktime.location.ISO6709'));
  const ilst = mp4Box('ilst', mp4Box('\0\0\0\u0001', mp4Box('data', Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), `${VIDEO_LOCATION}+035.000/`)));
  const meta = mp4Box('meta', mp4Box('hdlr', Buffer.alloc(8), 'mdta', Buffer.alloc(13)), keys, ilst);
  const trak = mp4Box('trak', mp4Box('tkhd', Buffer.alloc(84)), mp4Box('mdia', mp4Box('mdhd', Buffer.alloc(24))), mp4Box('udta', loci));
  const moov = mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100)), trak, mp4Box('udta', xyz), meta);
  const xmp = mp4Box(
    'uuid',
    Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'),
    `<x:xmpmeta><exif:GPSLatitude>48,51.498N</exif:GPSLatitude></x:xmpmeta>`,
  );
  const media = Buffer.alloc(4096, 7);
  if (!largeMdat) return Buffer.concat([ftyp, moov, xmp, mp4Box('mdat', media)]);
  const large = Buffer.alloc(16);
  large.writeUInt32BE(1, 0);
  large.write('mdat', 4, 'latin1');
  large.writeBigUInt64BE(BigInt(16 + media.length), 8);
  return Buffer.concat([ftyp, large, media, moov, xmp]);
}
