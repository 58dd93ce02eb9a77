import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * How a browser sends an upload's bytes: a PUT of the body to `url` (the local store), or a
 * multipart form POST of `fields` and then the file (S3: a POST policy, whose conditions S3 checks).
 * Either way the store refuses more than the signed maximum size.
 */
export type SignedUpload = { method: 'PUT'; url: string } | { method: 'POST'; url: string; fields: Record<string, string> };

/** What the store knows about one object. */
export type StoredObjectInfo = { size: number; contentType: string };

/** An inclusive byte range, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * The file store port: bytes only (the database holds who owns them and what they are).
 * Keys are made by the server, never taken from a user (see `assertStorageKey`); by convention
 * `public/…` is world-readable, `private/…` is served only through signed URLs, and anything else
 * (`incoming/…` uploads) is never served at all.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under a key (replacing what was there); a stream is read to its end (give its `size` when known: S3 then streams it). */
  putObject(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void>;
  /** The bytes of an object (or of a range of it); throws `ObjectNotFoundError` when absent. */
  getObject(key: string, range?: ByteRange): Promise<Buffer>;
  /** The bytes of an object (or of a range of it) as a stream; throws `ObjectNotFoundError` when absent. */
  getObjectStream(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and content type, or undefined when there is no such object. */
  headObject(key: string): Promise<StoredObjectInfo | undefined>;
  /** Copies an object inside the store, recording a new content type; `ObjectNotFoundError` when absent. */
  copyObject(sourceKey: string, targetKey: string, contentType: string): Promise<void>;
  /** Removes an object; removing a missing one is not an error. */
  deleteObject(key: string): Promise<void>;
  /** An address that accepts one upload of at most `maxBytes` with exactly this Content-Type until it expires. */
  signedUpload(key: string, contentType: string, limits: { expiresInSeconds: number; maxBytes: number }): Promise<SignedUpload>;
  /** A URL that downloads the object (as an attachment) until it expires. */
  signedGetUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** The permanent address of a `public/…` object. */
  publicUrl(key: string): string;
  /** Adapters that serve their own URLs (local disk) add their HTTP routes here. */
  registerRoutes?(app: FastifyInstance): Promise<void>;
  /** Releases clients and temporary directories. */
  close(): Promise<void>;
}

/** Thrown when a key holds no object. */
export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no object at ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/** Thrown when a key is not one the server could have made (absolute, `..`, odd characters). */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)*$/;

/** Whether a key is relative, made of safe segments, with no `.` or `..` segment. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && key.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/** Throws `InvalidStorageKeyError` unless `isStorageKey(key)`. */
export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** The key as a URL path: each segment percent-encoded. */
export function keyToUrlPath(key: string): string {
  return assertStorageKey(key).split('/').map(encodeURIComponent).join('/');
}

/** The last segment of a key: the download file name. */
export function keyFileName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** Lowercase media type without parameters: 'Image/JPEG; q=1' → 'image/jpeg'. */
export function normalizeContentType(value: string | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Thrown when a stream is longer than allowed; what was written is already removed. */
export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}
