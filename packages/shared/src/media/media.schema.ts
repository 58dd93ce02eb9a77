import { z } from 'zod';
import { MESSAGES } from '../messages/messages';

export const MEDIA_ACCESS = ['public', 'private'] as const;
export const MEDIA_KINDS = ['image', 'video', 'document'] as const;
export type TMediaKind = (typeof MEDIA_KINDS)[number];

/** What each kind accepts, checked against the file's bytes on the server, and how big it may be. */
export const MEDIA_RULES = {
  image: { contentTypes: ['image/jpeg', 'image/png'], maxBytes: 15 * 1024 * 1024, access: 'public' },
  video: { contentTypes: ['video/mp4', 'video/quicktime', 'video/webm'], maxBytes: 300 * 1024 * 1024, access: 'public' },
  document: { contentTypes: ['application/pdf'], maxBytes: 20 * 1024 * 1024, access: 'private' },
} as const satisfies Record<TMediaKind, { contentTypes: readonly string[]; maxBytes: number; access: (typeof MEDIA_ACCESS)[number] }>;

/** GET /images/sign (spec: file-name, file-type, access). */
export const ZSignUploadQuery = z.object({
  'file-name': z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(200, MESSAGES.invalidInput),
  'file-type': z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(100, MESSAGES.invalidInput),
  access: z.enum(MEDIA_ACCESS, MESSAGES.invalidInput).default('public'),
});

/** The signing reply (spec: data.signed.signedRequest and data.signed.url). */
export const ZSignedUpload = z.object({
  signed: z.object({
    /** PUT the bytes here with the same Content-Type and a Content-Disposition header; or, when `fields` is present, POST them as a form. */
    signedRequest: z.string(),
    /** An S3 POST policy's form fields, sent before the file (the policy caps the size). */
    fields: z.record(z.string(), z.string()).optional(),
    /** Where the file will be once confirmed (for public files). */
    url: z.string(),
  }),
  /** The upload's id: send it back with the confirmation. */
  uploadId: z.uuid(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type TSignedUpload = z.infer<typeof ZSignedUpload>;

/** POST /images (spec's media upload call: container, blobTempURL, name, fileType, access). */
export const ZConfirmUploadRequest = z.object({
  uploadId: z.uuid(MESSAGES.invalidInput),
  /** What the file is for, e.g. 'listing' or 'community' (spec: container). */
  container: z.string().trim().max(50).optional(),
  name: z.string().trim().min(1, MESSAGES.required).max(200, MESSAGES.invalidInput),
  fileType: z.string().trim().max(100),
  access: z.enum(MEDIA_ACCESS).default('public'),
});

/** A stored file (spec: url, contentType, S3Path, fileSize), with its derived sizes for images. */
export const ZMedia = z.object({
  _id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  url: z.string(),
  contentType: z.string(),
  S3Path: z.string(),
  fileSize: z.number().int(),
  originalName: z.string(),
  access: z.enum(MEDIA_ACCESS),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Image renditions (WebP): thumbnail 320 px, card 640 px, full 1600 px. */
  variants: z.object({ thumb: z.string(), card: z.string(), full: z.string() }).nullable(),
  /** A virtually staged image a specialist delivered on a media order (decision 083); absent otherwise. */
  virtuallyStaged: z.literal(true).optional(),
});
export type TMedia = z.infer<typeof ZMedia>;
