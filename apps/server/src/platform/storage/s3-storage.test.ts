import { describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.fixture';
import { describeStorageContract } from './storage-contract';

async function startS3Store() {
  const s3 = await startS3rver();
  const storage = createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', ...S3RVER_CREDENTIALS });
  return {
    storage,
    // s3rver checks expiry but accepts any v4 signature; AWS checks both.
    checksSignatures: false,
    async close() {
      await storage.close();
      await s3.close();
    },
  };
}

describeStorageContract('S3 (s3rver)', startS3Store);

describe('S3 addressing', () => {
  it('uses path-style URLs on a custom endpoint and virtual-host URLs on AWS', () => {
    const custom = createS3Storage({ bucket: 'media', endpoint: 'https://minio.example.com/', accessKeyId: 'a', secretAccessKey: 'b' });
    expect(custom.publicUrl('public/uploads/1/a.jpg')).toBe('https://minio.example.com/media/public/uploads/1/a.jpg');
    const aws = createS3Storage({ bucket: 'tn-media', region: 'eu-west-1', accessKeyId: 'a', secretAccessKey: 'b' });
    expect(aws.publicUrl('public/uploads/1/a.jpg')).toBe('https://tn-media.s3.eu-west-1.amazonaws.com/public/uploads/1/a.jpg');
  });

  it('signs uploads as a POST policy bounding the size (content-length-range), the key and the Content-Type', async () => {
    const aws = createS3Storage({ bucket: 'tn-media', region: 'eu-west-1', accessKeyId: 'a', secretAccessKey: 'b' });
    const upload = await aws.signedUpload('incoming/1', 'image/png', { expiresInSeconds: 900, maxBytes: 15 * 1024 * 1024 });
    expect(upload).toMatchObject({ method: 'POST', url: 'https://tn-media.s3.eu-west-1.amazonaws.com/' });
    if (upload.method !== 'POST') return;
    expect(upload.fields).toMatchObject({ key: 'incoming/1', 'Content-Type': 'image/png', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 15 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual({ key: 'incoming/1' });
    const minutes = (new Date(policy.expiration).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });
});
