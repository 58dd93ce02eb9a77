import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { media } from '../../db/schema/index';
import { uploadKeys } from './media-keys';
import { floorPlanPng, pathOf, signAndPut, TINY_PDF, upload } from './media.fixtures';

const { app, db } = await createTestApp();

describe('deleting an account deletes its stored files', () => {
  it('removes the bytes of every upload (photo and renditions, private document, unconfirmed upload), not only the rows', async () => {
    const client = httpClient(app);
    const { email, password, account } = await signUpVerified(app, client);
    const photo = (await upload(app, client, { name: 'front.png', type: 'image/png', bytes: await floorPlanPng() })).json().data;
    const deed = (await upload(app, client, { name: 'deed.pdf', type: 'application/pdf', bytes: TINY_PDF })).json().data;
    const pending = await signAndPut(app, client, { name: 'later.pdf', type: 'application/pdf', bytes: TINY_PDF });
    const rows = await db.select().from(media).where(eq(media.ownerId, account._id));
    const keys = rows.flatMap(uploadKeys);
    expect(await app.deps.storage.headObject(photo.S3Path)).toBeDefined();
    expect(await app.deps.storage.headObject(`incoming/${pending.uploadId}`)).toBeDefined();

    // Someone else's file stays.
    const other = httpClient(app);
    await signUpVerified(app, other);
    const kept = (await upload(app, other, { name: 'mine.png', type: 'image/png', bytes: await floorPlanPng() })).json().data;

    const res = await client.delete('/api/v1/account', { confirmEmail: email, password: encodePassword(password) });
    expect(res.statusCode).toBe(200);
    await app.deps.outbox.drain();

    expect(await db.select().from(media).where(eq(media.ownerId, account._id))).toEqual([]);
    for (const key of keys) expect(await app.deps.storage.headObject(key), key).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: pathOf(photo.url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(photo.variants.thumb) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(deed.url) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(kept.url) })).statusCode).toBe(200);
  });
});
