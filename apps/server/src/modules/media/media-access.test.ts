import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp, signUpVerified } from '../../../test/http-client';
import { mediaViews, signedDocumentUrl } from './media.service';
import { floorPlanPng, pathOf, signAndPut, TINY_PDF, upload } from './media.fixtures';

const { app } = await createTestApp();

async function member() {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  return { client, accountId: account._id };
}

describe('who may upload and read', () => {
  it('refuses visitors (401) and accounts that are not verified (403)', async () => {
    const visitor = httpClient(app);
    expect((await visitor.get('/api/v1/images/sign?file-name=a.png&file-type=image/png')).statusCode).toBe(401);
    expect((await visitor.post('/api/v1/images', {})).statusCode).toBe(401);
    const unverified = httpClient(app);
    await signUp(unverified);
    const res = await unverified.get('/api/v1/images/sign?file-name=a.png&file-type=image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('VERIFICATION_REQUIRED');
  });

  it("does not let another account confirm or read someone's upload", async () => {
    const { client: owner } = await member();
    const { client: other } = await member();
    const pending = await signAndPut(app, owner, { name: 'a.png', type: 'image/png', bytes: await floorPlanPng() });
    const stolen = await other.post('/api/v1/images', { uploadId: pending.uploadId, name: 'a.png', fileType: 'image/png' });
    expect(stolen.statusCode).toBe(404);
    const confirmed = await owner.post('/api/v1/images', { uploadId: pending.uploadId, name: 'a.png', fileType: 'image/png' });
    expect(confirmed.statusCode).toBe(201);
    expect((await other.get(`/api/v1/images/${pending.uploadId}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/v1/images/${pending.uploadId}`)).json().data._id).toBe(pending.uploadId);
  });

  it('gives the owner a fresh signed link to a private document on each read', async () => {
    const { client } = await member();
    const doc = (await upload(app, client, { name: 'id.pdf', type: 'application/pdf', bytes: TINY_PDF })).json().data;
    const read = (await client.get(`/api/v1/images/${doc._id}`)).json().data;
    expect(read.url).toContain('signature=');
    expect((await app.inject({ method: 'GET', url: pathOf(read.url) })).rawPayload.equals(TINY_PDF)).toBe(true);
  });
});

describe('the media service other modules use', () => {
  it("returns only the account's ready files among the ids it is given", async () => {
    const { client: owner, accountId } = await member();
    const { client: other } = await member();
    const mine = (await upload(app, owner, { name: 'a.png', type: 'image/png', bytes: await floorPlanPng() })).json().data;
    const theirs = (await upload(app, other, { name: 'b.png', type: 'image/png', bytes: await floorPlanPng() })).json().data;
    const pending = await signAndPut(app, owner, { name: 'c.png', type: 'image/png', bytes: await floorPlanPng() });
    const views = await mediaViews(app.deps, accountId, [
      mine._id,
      theirs._id,
      pending.uploadId,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ]);
    expect([...views.keys()]).toEqual([mine._id]);
    expect(views.get(mine._id)).toEqual(mine);
    expect((await mediaViews(app.deps, accountId, [])).size).toBe(0);
  });

  it('signs a download link for a ready document, and nothing for an unknown id', async () => {
    const { client } = await member();
    const doc = (await upload(app, client, { name: 'deed.pdf', type: 'application/pdf', bytes: TINY_PDF })).json().data;
    const url = await signedDocumentUrl(app.deps, doc._id, 60);
    expect((await app.inject({ method: 'GET', url: pathOf(url!) })).statusCode).toBe(200);
    expect(await signedDocumentUrl(app.deps, '00000000-0000-4000-8000-000000000000', 60)).toBeUndefined();
  });
});
