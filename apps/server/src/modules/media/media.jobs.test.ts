import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { media } from '../../db/schema/index';
import { incomingKey } from './media-keys';
import { floorPlanPng, pathOf, signAndPut, TINY_PDF, upload } from './media.fixtures';

const { app, db } = await createTestApp();
const storage = app.deps.storage;
const HOUR = 60 * 60 * 1000;
const runCleanup = () => app.deps.jobs.runNow('media-cleanup');
const rowOf = async (id: string) => (await db.select().from(media).where(eq(media.id, id)))[0];

describe('media-cleanup job', () => {
  it('removes uploads never confirmed (row and bytes) once their window is over an hour past, and keeps fresh ones', async () => {
    const client = httpClient(app);
    await signUpVerified(app, client);
    const stale = await signAndPut(app, client, { name: 'a.png', type: 'image/png', bytes: await floorPlanPng() });
    const fresh = await signAndPut(app, client, { name: 'b.png', type: 'image/png', bytes: await floorPlanPng() });
    await db
      .update(media)
      .set({ expiresAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(media.id, stale.uploadId));
    expect(await runCleanup()).toBe(true);
    expect(await rowOf(stale.uploadId)).toBeUndefined();
    expect(await storage.headObject(incomingKey(stale.uploadId))).toBeUndefined();
    expect((await rowOf(fresh.uploadId))?.status).toBe('pending');
    expect(await storage.headObject(incomingKey(fresh.uploadId))).toBeDefined();
  });

  it('removes failed uploads after a day', async () => {
    const client = httpClient(app);
    await signUpVerified(app, client);
    const failed = await upload(app, client, { name: 'fake.jpg', type: 'image/jpeg', bytes: TINY_PDF });
    await runCleanup();
    expect((await rowOf(failed.uploadId))?.status).toBe('failed');
    await db
      .update(media)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(media.id, failed.uploadId));
    await runCleanup();
    expect(await rowOf(failed.uploadId)).toBeUndefined();
  });

  it('empties the upload slot of a ready file after its URL expired (a late PUT), keeping the file', async () => {
    const client = httpClient(app);
    await signUpVerified(app, client);
    const signed = await signAndPut(app, client, { name: 'deed.pdf', type: 'application/pdf', bytes: TINY_PDF });
    const doc = (await client.post('/api/v1/images', { uploadId: signed.uploadId, name: 'deed.pdf', fileType: 'application/pdf' })).json()
      .data;
    await app.inject({
      method: 'PUT',
      url: pathOf(signed.signed.signedRequest),
      headers: { 'content-type': 'application/pdf' },
      payload: 'late bytes',
    });
    expect(await storage.headObject(incomingKey(doc._id))).toBeDefined();
    await db
      .update(media)
      .set({ expiresAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(media.id, doc._id));
    await runCleanup();
    expect(await storage.headObject(incomingKey(doc._id))).toBeUndefined();
    expect(await rowOf(doc._id)).toMatchObject({ status: 'ready', expiresAt: null });
    expect((await storage.getObject(doc.S3Path)).equals(TINY_PDF)).toBe(true);
  });
});
