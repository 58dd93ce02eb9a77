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

  it('signs the Content-Type into presigned PUT URLs', async () => {
    const aws = createS3Storage({ bucket: 'tn-media', region: 'eu-west-1', accessKeyId: 'a', secretAccessKey: 'b' });
    const url = new URL(await aws.signedPutUrl('incoming/1', 'image/png', 900));
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });
});
