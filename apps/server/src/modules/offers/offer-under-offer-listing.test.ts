import { describe, expect, it } from 'vitest';
import { httpClient } from '../../../test/http-client';
import { offerTestbed } from './offers.fixtures';

const { app, sellerClient, strangerClient, newListing, sentOffer } = await offerTestbed();
const visitor = httpClient(app);

/** The ids a visitor's search finds (page size 50: every listing of this file). */
async function searchIds(): Promise<string[]> {
  const res = await visitor.post('/api/v1/properties/search?page=50', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.map((card: { _id: string }) => card._id);
}

describe('a listing under offer (decision 054)', () => {
  it('stays on its page for everyone, marked under offer, but leaves search and takes no new offers', async () => {
    const listing = await newListing();
    const offer = await sentOffer(listing.id);
    expect(await searchIds()).toContain(listing.id);
    const accepted = await sellerClient.post(`/api/v1/offers/${offer._id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);

    const page = await visitor.get(`/api/v1/properties/${listing.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ _id: listing.id, status: 'under-offer' });
    expect((await visitor.get(`/api/v1/properties/${listing.id}/similar`)).statusCode).toBe(200);

    expect(await searchIds()).not.toContain(listing.id);
    const newOffer = await strangerClient.post('/api/v1/offers', { propertyId: listing.id });
    expect(newOffer.statusCode).toBe(404);
    expect(newOffer.json()).toMatchObject({ success: false });
  });

  it('a hidden or unpaid listing under offer is still not shown to visitors', async () => {
    const hidden = await newListing({ status: 'under-offer', hidden: true });
    const unpaid = await newListing({ status: 'under-offer', complete: false });
    expect((await visitor.get(`/api/v1/properties/${hidden.id}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/v1/properties/${unpaid.id}`)).statusCode).toBe(404);
    expect((await sellerClient.get(`/api/v1/properties/${hidden.id}`)).json().data.status).toBe('under-offer');
  });
});
