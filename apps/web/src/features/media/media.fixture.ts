import type { TMedia, TSignedUpload } from '@app/shared/media/media.schema';

/** A stored image as POST /images returns it, for tests. */
export function buildMedia(id: string, overrides: Partial<TMedia> = {}): TMedia {
  return {
    _id: id,
    kind: 'image',
    url: `https://cdn.example.test/${id}.webp`,
    contentType: 'image/jpeg',
    S3Path: `listing/${id}.jpg`,
    fileSize: 120_000,
    originalName: `${id.slice(-4)}.jpg`,
    access: 'public',
    width: 1600,
    height: 1200,
    variants: null,
    ...overrides,
  };
}

export const UPLOAD_ID = '00000000-0000-4000-8000-0000000000a1';

/** The signing reply: where to PUT the bytes. */
export function buildSignedUpload(overrides: Partial<TSignedUpload> = {}): TSignedUpload {
  return {
    signed: { signedRequest: 'https://uploads.example.test/put/abc?signature=1', url: 'https://cdn.example.test/abc.jpg' },
    uploadId: UPLOAD_ID,
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A small JPEG file as a person would pick it. */
export const jpegFile = (name = 'house.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
