import type { TConversation } from '@app/shared/messaging/messaging.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { professional } from '../memberships/memberships.fixtures';
import { orderFor, placeOrder, provider } from '../orders/orders.fixtures';

const { app } = await createTestApp();
const appraiser = await provider(app, 'appraisal');
const buyer = await professional(app);
const stranger = await professional(app);

const start = (client: typeof buyer.client, id: string) =>
  client.post('/api/v1/messages/conversations', { subject: { kind: 'order', id } });

describe('an order as the subject of a conversation (decision 074)', () => {
  it('its customer and provider share one conversation about it, shown with the order; nobody else can start or read it', async () => {
    const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
    const first = await start(buyer.client, order._id);
    expect(first.statusCode).toBe(201);
    const made = first.json().data.conversation as TConversation;
    expect(made).toMatchObject({
      subject: { kind: 'order', id: order._id },
      otherUser: { _id: appraiser.accountId },
      order: { _id: order._id, orderNumber: order.orderNumber, serviceType: 'appraisal', viewerIs: 'customer' },
    });

    // The provider opening it from their order view finds the same conversation, as the provider.
    const theirs = await start(appraiser.client, order._id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data.conversation).toMatchObject({
      _id: made._id,
      otherUser: { _id: buyer.accountId },
      order: { orderNumber: order.orderNumber, viewerIs: 'provider' },
    });
    const sent = await appraiser.client.post(`/api/v1/messages/conversations/${made._id}/messages`, {
      clientId: 'order-1',
      body: 'I can visit on Tuesday.',
    });
    expect(sent.statusCode).toBe(201);
    const listed = (await buyer.client.get('/api/v1/messages/conversations')).json().data.conversations as TConversation[];
    expect(listed.find((c) => c._id === made._id)).toMatchObject({
      order: { _id: order._id },
      lastMessage: { body: 'I can visit on Tuesday.' },
    });

    expect((await start(stranger.client, order._id)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/v1/messages/conversations/${made._id}`)).statusCode).toBe(404);
  });
});
