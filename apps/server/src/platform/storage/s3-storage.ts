import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  keyFileName,
  keyToUrlPath,
  normalizeContentType,
  ObjectNotFoundError,
  type ByteRange,
  type Storage,
} from './storage';

/** The bucket and how to reach it (config.s3). */
export type S3StorageOptions = {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, …); absent for AWS itself. Implies path-style addressing. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** Absent: the SDK's default chain (environment, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Any S3-compatible store. Clients POST straight to the bucket under a signed policy (the key,
 * the Content-Type, at most the kind's size); public objects are read at `publicUrl` (the bucket
 * policy must make `public/*` world-readable, and its CORS rules must allow POST from the app's
 * origin); private ones through
 * presigned GETs that force a download.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const region = options.region ?? 'us-east-1';
  const Bucket = options.bucket;
  const client = new S3Client({
    region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only when an API requires them: browsers PUT to our presigned URLs, and many
    // S3-compatible stores do not understand the newer flexible-checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const base = options.endpoint
    ? `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(Bucket)}`
    : `https://${Bucket}.s3.${region}.amazonaws.com`;

  async function get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const out = await client.send(
        new GetObjectCommand({ Bucket, Key: assertStorageKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return out.Body as Readable;
    } catch (err) {
      throw isNotFound(err) ? new ObjectNotFoundError(key) : err;
    }
  }

  return {
    kind: 's3',
    async putObject(key, body, contentType, size) {
      // PutObject needs a known length: a stream of unknown size (renditions of a few MB) is buffered.
      const bytes = Buffer.isBuffer(body) || size !== undefined ? body : await toBuffer(body);
      const length = Buffer.isBuffer(bytes) ? bytes.length : size;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          Body: bytes,
          ContentLength: length,
          ContentType: normalizeContentType(contentType),
        }),
      );
    },
    getObject: async (key, range) => toBuffer(await get(key, range)),
    getObjectStream: (key, range) => get(key, range),
    async headObject(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return { size: out.ContentLength ?? 0, contentType: normalizeContentType(out.ContentType) || 'application/octet-stream' };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async copyObject(sourceKey, targetKey, contentType) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: assertStorageKey(targetKey),
            CopySource: `${Bucket}/${keyToUrlPath(sourceKey)}`,
            ContentType: normalizeContentType(contentType),
            MetadataDirective: 'REPLACE',
          }),
        );
      } catch (err) {
        throw isNotFound(err) ? new ObjectNotFoundError(sourceKey) : err;
      }
    },
    async deleteObject(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
    // A POST policy rather than a presigned PUT: only a policy can bound the size (content-length-range).
    async signedUpload(key, contentType, { expiresInSeconds, maxBytes }) {
      const type = normalizeContentType(contentType);
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: assertStorageKey(key),
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', type],
        ],
        Fields: { 'Content-Type': type },
        Expires: expiresInSeconds,
      });
      return { method: 'POST', url, fields };
    },
    signedGetUrl: (key, expiresInSeconds) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          ResponseContentDisposition: `attachment; filename="${keyFileName(key)}"`,
          ResponseCacheControl: 'private, max-age=60',
        }),
        { expiresIn: expiresInSeconds },
      ),
    publicUrl: (key) => `${base}/${keyToUrlPath(key)}`,
    async close() {
      client.destroy();
    },
  };
}
