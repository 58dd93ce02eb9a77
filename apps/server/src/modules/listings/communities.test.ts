import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { completeDraft, payListing, uploadPhoto } from '../../../test/listing-fixtures';
import { listings } from '../../db/schema/index';
import { TINY_PDF, upload } from '../media/media.fixtures';

// A web build shell, so the server's page meta injection can be seen.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Terranest</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
);
const { app, db } = await createTestApp({ webDistDir: dist });

async function owner() {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  return { client, accountId: account._id };
}

describe('communities', () => {
  it('creates a community, adds two listings, shows it publicly, and deleting a listing takes it out', async () => {
    const { client, accountId } = await owner();
    const photo = await uploadPhoto(app, client);
    const created = await client.post('/api/v1/communities', {
      title: 'Riverside Lofts',
      description: 'Twelve lofts by the river.',
      listingType: 'new-development',
      address: { country: 'us', street: '200 River Rd', city: 'Austin', state: 'TX', zip: '78701' },
      location: { lat: 30.26, lng: -97.74 },
      features: ['pool', 'fitness-center'],
      photos: [{ mediaId: photo }],
    });
    expect(created.statusCode).toBe(201);
    const community = created.json().data;
    expect(community.steps.community.valid).toBe(true);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const id = (
        await client.post(
          '/api/v1/properties',
          await completeDraft(app, client, { communityId: community._id, listingKind: 'community', title: `Loft ${i + 1}` }),
        )
      ).json().data._id;
      await payListing(client, id);
      ids.push(id);
    }
    expect((await client.get(`/api/v1/communities/${accountId}`)).json().data[0].properties).toHaveLength(2);
    const page = (await httpClient(app).get(`/api/v1/communities/public/${community._id}`)).json().data;
    expect(page).toMatchObject({ title: 'Riverside Lofts', features: { features: ['pool', 'fitness-center'] } });
    expect(page.properties.map((p: { _id: string }) => p._id).sort()).toEqual([...ids].sort());
    await client.delete(`/api/v1/properties/${ids[0]}`);
    expect((await httpClient(app).get(`/api/v1/communities/public/${community._id}`)).json().data.properties).toHaveLength(1);
  });

  it('refuses a community of someone else, and only its owner lists or edits them', async () => {
    const { client: a, accountId: aId } = await owner();
    const community = (await a.post('/api/v1/communities', { title: 'Mine' })).json().data;
    const { client: b } = await owner();
    expect((await b.post('/api/v1/properties', { communityId: community._id })).statusCode).toBe(404);
    expect((await b.put(`/api/v1/communities/${community._id}`, { title: 'Ours' })).statusCode).toBe(404);
    expect((await b.get(`/api/v1/communities/${aId}`)).statusCode).toBe(403);
    expect((await b.delete(`/api/v1/communities/${community._id}`)).statusCode).toBe(404);
  });

  it('deleting a community keeps its listings as individual ones', async () => {
    const { client } = await owner();
    const community = (await client.post('/api/v1/communities', { title: 'Short-lived' })).json().data;
    const id = (await client.post('/api/v1/properties', { communityId: community._id, title: 'A home' })).json().data._id;
    await client.delete(`/api/v1/communities/${community._id}`);
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    expect(row?.communityId).toBeNull();
  });
});

describe('shared listing pages', () => {
  it('inject the title, description, Open Graph image and schema.org RealEstateListing into the HTML', async () => {
    const { client } = await owner();
    const id = (await client.post('/api/v1/properties', await completeDraft(app, client))).json().data._id;
    await payListing(client, id);
    const res = await app.inject({ method: 'GET', url: `/listings/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sunlit 3-bed bungalow near Zilker Park | $685,000 | Terranest</title>');
    expect(res.body).toContain('property="og:image"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      offers: { '@type': 'Offer', price: 685000, priceCurrency: 'USD' },
      contentLocation: { '@type': 'Place' },
    });
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('leave drafts and unknown ids with the plain shell', async () => {
    const { client } = await owner();
    const id = (await client.post('/api/v1/properties', { title: 'Secret draft' })).json().data._id;
    const res = await app.inject({ method: 'GET', url: `/listings/${id}` });
    expect(res.body).not.toContain('Secret draft');
    expect(res.body).toContain('<title>Terranest</title>');
  });
});

describe('private documents', () => {
  it("open only for the listing's owner, through a short-lived link", async () => {
    const { client } = await owner();
    const doc = (await upload(app, client, { name: 'disclosures.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'private' })).json()
      .data;
    const id = (await client.post('/api/v1/properties', { documents: [{ mediaId: doc._id, title: 'Disclosures' }] })).json().data._id;
    const res = await client.get(`/api/v1/properties/${id}/documents/${doc._id}`);
    expect(res.statusCode).toBe(302);
    const file = await app.inject({
      method: 'GET',
      url: new URL(String(res.headers.location)).pathname + new URL(String(res.headers.location)).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
    const stranger = httpClient(app);
    await signUpVerified(app, stranger);
    expect((await stranger.get(`/api/v1/properties/${id}/documents/${doc._id}`)).statusCode).toBe(404);
  });
});
