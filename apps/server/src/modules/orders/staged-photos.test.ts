import type { TListing, TListingSummary, TPublicListing } from '@app/shared/listings/listing.schema';
import type { TOrder } from '@app/shared/orders/orders.schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { HttpClient } from '../../../test/http-client';
import { mediaServices } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { upload } from '../media/media.fixtures';
import { professional } from '../memberships/memberships.fixtures';
import { placeOrder, provider } from './orders.fixtures';

const { app, db } = await createTestApp();
const stager = await provider(app, 'media');
await db
  .insert(mediaServices)
  .values({ accountId: stager.accountId, service: 'virtual-staging', currency: 'USD', price: 9_000, timeFrame: 3 });
const seller = await professional(app);
const stranger = await professional(app);

/** A small JPEG uploaded by `client` as a public image; its media id. */
async function image(client: HttpClient, name: string): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .toBuffer();
  const res = await upload(app, client, { name, type: 'image/jpeg', bytes });
  if (res.statusCode >= 300) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

const deliver = (client: HttpClient, order: TOrder, photos: string[]) =>
  client.put(`/api/v1/media-orders/professional/${order._id}/staging`, { photos });
const providerMove = (order: TOrder, status: string) =>
  stager.client.put('/api/v1/media-orders/professional', { order: { _id: order._id, logEntry: { status } } });
const complete = (order: TOrder) => seller.client.patch(`/api/v1/mediaOrders/${order._id}`, { logEntry: { status: 'completed' } });
const publicListing = async (id: string) => (await stranger.client.get(`/api/v1/properties/${id}`)).json().data as TPublicListing;

/** A seller's listing with one photo of their own and a virtual staging order on it, placed by `customer`. */
async function stagingOrder(customer = seller) {
  const own = await image(seller.client, 'front.jpg');
  const listing = await seedListing(db, {
    ownerId: seller.accountId,
    zip: '78701',
    country: 'us',
    complete: true,
    status: 'active',
    hidden: false,
  });
  const saved = await seller.client.put(`/api/v1/properties/${listing.id}`, { photos: [{ mediaId: own, caption: 'Front' }] });
  if (saved.statusCode !== 200) throw new Error(`listing save failed: ${saved.body}`);
  const order = await placeOrder(customer, {
    professionalId: stager.accountId,
    listingId: listing.id,
    kind: 'media',
    services: ['virtual-staging'],
  });
  return { listing, own, order };
}

/** The order accepted and delivered with two staged photos; their ids. */
async function delivered(order: TOrder): Promise<string[]> {
  await providerMove(order, 'accepted');
  const staged = [await image(stager.client, 'living-staged.jpg'), await image(stager.client, 'bedroom-staged.jpg')];
  expect((await deliver(stager.client, order, staged)).json().data).toMatchObject({
    status: 'in-progress',
    stagedPhotos: [{ _id: staged[0] }, { _id: staged[1] }],
  });
  expect((await providerMove(order, 'delivered')).json().data.status).toBe('delivered');
  return staged;
}

describe('a virtual staging order', () => {
  it('once completed adds the staged photos to the listing, labelled, once even when completed twice', async () => {
    const { listing, order } = await stagingOrder();
    const staged = await delivered(order);
    expect((await publicListing(listing.id)).photos).toHaveLength(1);

    const [first, second] = await Promise.all([complete(order), complete(order)]);
    expect([first, second].map((res) => res.json().data?.status ?? res.json().message).sort()).toEqual([
      'Error Updating Order',
      'completed',
    ]);
    expect((await complete(order)).json().message).toBe('Error Updating Order');

    const shown = await publicListing(listing.id);
    expect(shown.photos.map((photo) => photo.virtuallyStaged)).toEqual([false, true, true]);
    const edited = (await seller.client.get(`/api/v1/properties/${listing.id}/edit`)).json().data as TListing;
    expect(edited.photos.map((photo) => [photo.media._id, photo.media.virtuallyStaged ?? false])).toEqual([
      [expect.any(String), false],
      [staged[0], true],
      [staged[1], true],
    ]);
  });

  it('keeps the label when the owner edits the listing: they may reorder or remove a staged photo, never unlabel it', async () => {
    const { listing, own, order } = await stagingOrder();
    const staged = await delivered(order);
    await complete(order);

    const reordered = await seller.client.put(`/api/v1/properties/${listing.id}`, {
      photos: [
        { mediaId: staged[1], caption: 'Living room', virtuallyStaged: false },
        { mediaId: own, virtuallyStaged: true },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    const shown = await publicListing(listing.id);
    expect(shown.photos.map((photo) => [photo.caption, photo.virtuallyStaged])).toEqual([
      ['Living room', true],
      [null, false],
    ]);
    const mine = (await seller.client.get('/api/v1/properties/many?owner=me')).json().data as TListingSummary[];
    expect(mine.find((entry) => entry._id === listing.id)?.photo).toMatchObject({ virtuallyStaged: true });
  });

  it('is delivered by its provider only, with their own images not delivered on another order', async () => {
    const { order } = await stagingOrder();
    const mine = await image(stager.client, 'staged.jpg');
    expect((await deliver(stager.client, order, [mine])).json().message).toBe('Error Updating Order');
    await providerMove(order, 'accepted');
    const sellers = await image(seller.client, 'sellers.jpg');
    expect((await deliver(seller.client, order, [sellers])).json()).toMatchObject({ success: false, message: 'Error Updating Order' });
    expect((await deliver(stranger.client, order, [mine])).statusCode).toBe(404);
    expect((await deliver(stager.client, order, [sellers])).json().message).toBe('File could not upload, try another one');
    expect((await deliver(stager.client, order, [mine, mine])).statusCode).toBe(400);
    expect((await deliver(stager.client, order, [mine])).statusCode).toBe(200);

    const { order: other } = await stagingOrder();
    await providerMove(other, 'accepted');
    expect((await deliver(stager.client, other, [mine])).json().message).toBe('File could not upload, try another one');
  });

  it('leaves a listing its customer does not own unchanged', async () => {
    const buyer = await professional(app);
    const { listing, order } = await stagingOrder(buyer);
    await delivered(order);
    const done = await buyer.client.patch(`/api/v1/mediaOrders/${order._id}`, { logEntry: { status: 'completed' } });
    expect(done.json().data.status).toBe('completed');
    expect((await publicListing(listing.id)).photos).toHaveLength(1);
  });
});
