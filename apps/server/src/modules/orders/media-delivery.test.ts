import type { TOrder } from '@app/shared/orders/orders.schema';
import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { mediaServices } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { professional } from '../memberships/memberships.fixtures';
import { placeOrder, provider } from './orders.fixtures';

const { app, db } = await createTestApp();
const translator = await provider(app, 'media');
await db
  .insert(mediaServices)
  .values({ accountId: translator.accountId, service: 'listing-translation', currency: 'USD', price: 8_000, timeFrame: 2 });
const seller = await professional(app);
const stranger = await professional(app);

const ZH = { locale: 'zh-Hant', title: '奧斯汀市中心三房住宅', description: '步行可達國會大廈。' };
const ES = { locale: 'es', title: 'Casa de tres dormitorios en el centro', description: 'A pie del Capitolio.' };
const deliver = (client: typeof seller.client, order: TOrder, translations: unknown[]) =>
  client.put(`/api/v1/media-orders/professional/${order._id}/translation`, { translations });
const providerMove = (order: TOrder, status: string) =>
  translator.client.put('/api/v1/media-orders/professional', { order: { _id: order._id, logEntry: { status } } });
const publicListing = async (id: string) => (await stranger.client.get(`/api/v1/properties/${id}`)).json().data as TPublicListing;

async function translationOrder() {
  const listing = await seedListing(db, {
    ownerId: seller.accountId,
    zip: '78701',
    country: 'US',
    complete: true,
    status: 'active',
    hidden: false,
    title: 'Three-bedroom house downtown',
    description: 'A walk from the Capitol.',
  });
  const order = await placeOrder(seller, {
    professionalId: translator.accountId,
    listingId: listing.id,
    kind: 'media',
    services: ['listing-translation'],
  });
  return { listing, order };
}

describe('a listing translation order', () => {
  it('is delivered as a title and description per language and, once completed, is the listing’s translation', async () => {
    const { listing, order } = await translationOrder();
    expect((await deliver(translator.client, order, [ZH])).json().message).toBe('Error Updating Order');
    expect((await providerMove(order, 'accepted')).statusCode).toBe(200);

    const delivered = await deliver(translator.client, order, [ZH, ES]);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toMatchObject({ status: 'in-progress', translation: [ZH, ES] });
    expect((await providerMove(order, 'delivered')).json().data.status).toBe('delivered');
    expect((await publicListing(listing.id)).translations).toEqual([]);

    const completed = await seller.client.patch(`/api/v1/mediaOrders/${order._id}`, { logEntry: { status: 'completed' } });
    expect(completed.json().data.status).toBe('completed');
    const shown = await publicListing(listing.id);
    expect(shown.translations).toEqual(expect.arrayContaining([ZH, ES]));
    expect(shown.description).toBe('A walk from the Capitol.');
  });

  it('is delivered by its provider only, each language once, each with a title and a description', async () => {
    const { order } = await translationOrder();
    await providerMove(order, 'accepted');
    expect((await deliver(seller.client, order, [ZH])).json()).toMatchObject({ success: false, message: 'Error Updating Order' });
    expect((await deliver(stranger.client, order, [ZH])).statusCode).toBe(404);
    expect((await deliver(translator.client, order, [ZH, ZH])).statusCode).toBe(400);
    expect((await deliver(translator.client, order, [{ ...ES, description: '  ' }])).statusCode).toBe(400);
    expect((await deliver(translator.client, order, [])).json().message).toBe(
      'Part of the form has been incorrectly filled out. The mistakes must be corrected before saving or continuing',
    );
  });

  it('an order without a listing translation has nothing of the kind to deliver', async () => {
    const listing = await seedListing(db, {
      ownerId: seller.accountId,
      zip: '78701',
      country: 'US',
      complete: true,
      status: 'active',
      hidden: false,
    });
    const order = await placeOrder(seller, {
      professionalId: translator.accountId,
      listingId: listing.id,
      kind: 'media',
      services: ['aerial'],
    });
    await providerMove(order, 'accepted');
    expect((await deliver(translator.client, order, [ZH])).json().message).toBe('Error Updating Order');
  });
});
