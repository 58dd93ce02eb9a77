import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, signUpVerified, type HttpClient } from '../../../test/http-client';
import { completeDraft, payListing } from '../../../test/listing-fixtures';
import { listings } from '../../db/schema/index';

const { app, db } = await createTestApp();
// Offers and orders are not built yet; a stand-in counter lets the remove rule be tested.
const openDeals = new Map<string, number>();
app.deps.listingDeals.register('offers', async (_db, listingId) => openDeals.get(listingId) ?? 0);

async function liveListing(): Promise<{ client: HttpClient; id: string; email: string }> {
  const client = httpClient(app);
  const { email } = await signUpVerified(app, client);
  const id = (await client.post('/api/v1/properties', await completeDraft(app, client))).json().data._id as string;
  expect((await payListing(client, id)).statusCode).toBe(200);
  return { client, id, email };
}

const isPublic = async (id: string) => (await httpClient(app).get(`/api/v1/properties/${id}`)).statusCode === 200;

describe('owner actions', () => {
  it('Hide takes the listing off the site and Unhide brings it back', async () => {
    const { client, id } = await liveListing();
    expect((await client.post(`/api/v1/properties/${id}/actions`, { action: 'hide' })).json().data.hidden).toBe(true);
    expect(await isPublic(id)).toBe(false);
    await client.post(`/api/v1/properties/${id}/actions`, { action: 'unhide' });
    expect(await isPublic(id)).toBe(true);
  });

  it('Move to Drafts unpublishes; Move to Listings republishes while the plan runs', async () => {
    const { client, id } = await liveListing();
    expect((await client.post(`/api/v1/properties/${id}/actions`, { action: 'move-to-drafts' })).json().data.status).toBe('draft');
    expect(await isPublic(id)).toBe(false);
    expect((await client.post(`/api/v1/properties/${id}/actions`, { action: 'move-to-listings' })).json().data.status).toBe('active');
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 1000), status: 'draft' })
      .where(eq(listings.id, id));
    const again = await client.post(`/api/v1/properties/${id}/actions`, { action: 'move-to-listings' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Finish every step before paying for the listing.');
  });

  it('Duplicate makes a new draft with the same content, its title marked as a copy', async () => {
    const { client, id } = await liveListing();
    const copy = await client.post(`/api/v1/properties/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data).toMatchObject({
      status: 'draft',
      complete: false,
      draft: { title: 'Sunlit 3-bed bungalow near Zilker Park (copy)' },
    });
    expect(copy.json().data._id).not.toBe(id);
    expect(copy.json().data.photos).toHaveLength(1);
  });

  it('Extend Duration pays again and adds the term to the current end', async () => {
    const { client, id } = await liveListing();
    const before = new Date((await client.get(`/api/v1/properties/${id}/edit`)).json().data.plan.expiresAt);
    const paid = await payListing(client, id, 3);
    expect(paid.json().data.payment).toMatchObject({
      status: 'succeeded',
      amount: { amount: 14_900 },
      description: expect.stringContaining('Listing extension'),
      line: { key: 'listingExtension', params: { months: 3, title: expect.any(String) } },
    });
    const after = new Date((await client.get(`/api/v1/properties/${id}/edit`)).json().data.plan.expiresAt);
    expect(Math.round((after.getTime() - before.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(89);
  });

  it('Remove is refused while an offer or order is open, with the reason, and allowed after', async () => {
    const { client, id } = await liveListing();
    openDeals.set(id, 1);
    const refused = await client.delete(`/api/v1/properties/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This listing still has open offers or orders. Cancel them before removing it.');
    openDeals.delete(id);
    expect((await client.delete(`/api/v1/properties/${id}`)).statusCode).toBe(200);
    expect(await db.select().from(listings).where(eq(listings.id, id))).toEqual([]);
  });

  it('lets nobody but the owner act on a listing', async () => {
    const { id } = await liveListing();
    const stranger = httpClient(app);
    await signUpVerified(app, stranger);
    for (const res of [
      await stranger.post(`/api/v1/properties/${id}/actions`, { action: 'hide' }),
      await stranger.post(`/api/v1/properties/${id}/duplicate`),
      await stranger.delete(`/api/v1/properties/${id}`),
      await stranger.get(`/api/v1/properties/${id}/overview`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const checkout = await stranger.post('/api/v1/checkouts', { product: { kind: 'listing-plan', ref: id, options: { term: 3 } } });
    expect(checkout.statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('warns the owner a week ahead once, then expires the listing and tells them', async () => {
    const { id, email } = await liveListing();
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(listings.id, id));
    await app.deps.jobs.runNow('listing-expiry');
    await app.deps.jobs.runNow('listing-expiry');
    expect((await latestMail(app, email))?.template).toBe('listing-expiring');
    const warned = await db.select({ at: listings.expiryNoticeAt, status: listings.status }).from(listings).where(eq(listings.id, id));
    expect(warned[0]?.status).toBe('active');
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listings.id, id));
    await app.deps.jobs.runNow('listing-expiry');
    const [row] = await db.select().from(listings).where(eq(listings.id, id));
    expect(row?.status).toBe('expired');
    expect((await latestMail(app, email))?.template).toBe('listing-expired');
    expect(await isPublic(id)).toBe(false);
  });
});

describe('the property page and its owner overview', () => {
  it("counts visitors' views, not the owner's, and saves", async () => {
    const { client, id } = await liveListing();
    await client.get(`/api/v1/properties/${id}`);
    for (let i = 0; i < 3; i++) await httpClient(app).get(`/api/v1/properties/${id}`);
    const fan = httpClient(app);
    await signUpVerified(app, fan);
    await fan.put('/api/v1/account', { savedProps: [id] });
    expect((await fan.get(`/api/v1/properties/${id}`)).json().data.viewer).toEqual({ saved: true, hidden: false, owner: false });
    const overview = (await client.get(`/api/v1/properties/${id}/overview`)).json().data;
    expect(overview).toMatchObject({ views: { total: 4 }, saves: 1, offers: 0, orders: 0 });
    expect(overview.views.last30Days).toHaveLength(1);
  });

  it('hides listing contacts phone and email from visitors', async () => {
    const client = httpClient(app);
    await signUpVerified(app, client, { email: 'titleco@example.com' });
    const contacts = [
      {
        kind: 'title-company' as const,
        companyName: 'Capitol Title',
        officerName: 'Ann Lee',
        phone: '5125550111',
        email: 'titleco@example.com',
      },
    ];
    const id = (await client.post('/api/v1/properties', await completeDraft(app, client, { contacts }))).json().data._id;
    await payListing(client, id);
    expect((await httpClient(app).get(`/api/v1/properties/${id}`)).json().data.contacts[0]).toMatchObject({
      companyName: 'Capitol Title',
      phone: null,
      email: null,
    });
    expect((await client.get(`/api/v1/properties/${id}`)).json().data.contacts[0].email).toBe('titleco@example.com');
  });

  it('mails the owner a question sent through Contact Owner/Agent', async () => {
    const { id, email } = await liveListing();
    const buyer = httpClient(app);
    await signUpVerified(app, buyer, { firstName: 'Wei' });
    expect((await buyer.post(`/api/v1/properties/${id}/contact`, { message: 'Is the garage included?' })).statusCode).toBe(200);
    const mail = await latestMail(app, email);
    expect(mail?.template).toBe('listing-inquiry');
    expect(mail?.text).toContain('Is the garage included?');
    expect((await httpClient(app).post(`/api/v1/properties/${id}/contact`, { message: 'hi' })).statusCode).toBe(401);
  });

  it('lists similar and nearby public listings, never the listing itself', async () => {
    const first = await liveListing();
    const second = await liveListing();
    const similar = (await httpClient(app).get(`/api/v1/properties/${first.id}/similar`)).json().data;
    const ids = similar.map((card: { _id: string }) => card._id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
  });
});
