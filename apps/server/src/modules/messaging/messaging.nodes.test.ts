import type { TJoinRoomAck } from '@app/shared/messaging/messaging.events';
import type { TConversation, TMessage } from '@app/shared/messaging/messaging.schema';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { clientAs } from '../../../test/role-fixtures';
import { outbox } from '../../db/schema/index';
import { listen, messagingTestbed, socketOf } from './messaging.fixtures';

const poll = { timeout: 10_000, interval: 25 };
const joinRoom = (socket: Awaited<ReturnType<typeof socketOf>>['socket'], payload: unknown) =>
  new Promise<TJoinRoomAck>((resolve) => socket.emit('join_room', payload, resolve));

describe('across a server restart', () => {
  it('keeps every message, in order, including those the stopped node had not yet emitted; a reconnecting app catches up', async () => {
    const database = await createTestDatabase();
    afterAll(() => database.close());
    const before = await messagingTestbed({}, { database });
    const conversation = await before.contactSeller();
    // Both people write at once: each message gets its own place in one order.
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        before.send(i % 2 ? before.sellerClient : before.buyerClient, conversation._id, `message ${i + 1}`),
      ),
    );
    expect(sent.map((m) => m.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // The node stops (a deploy) before its outbox has emitted everything.
    await before.app.close();

    const after = await createTestApp({}, { database });
    const url = await listen(after.app);
    const seller$ = await socketOf(url, await clientAs(after.app, before.seller));
    seller$.socket.emit('get_my_conversations', before.seller.id);
    await expect.poll(() => seller$.payloads('setMyConversations').length, poll).toBe(1);
    const mine = seller$.payloads<{ conversations: TConversation[] }>('setMyConversations')[0]!.conversations;
    expect(mine.find((c) => c._id === conversation._id)?.lastSeq).toBe(12);

    const ack = await joinRoom(seller$.socket, { conversationId: conversation._id, afterSeq: 0 });
    expect(ack.ok && ack.messages.map((m) => [m.seq, m._id])).toEqual([...sent].sort((a, b) => a.seq - b.seq).map((m) => [m.seq, m._id]));
    // Whatever the stopped node left in its outbox, the new node delivers.
    await after.app.deps.outbox.drain();
    const left = await after.db
      .select()
      .from(outbox)
      .where(and(like(outbox.topic, 'messaging.%'), eq(outbox.status, 'pending')));
    expect(left).toEqual([]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('two app nodes on one database and Redis', () => {
  it('a message sent through one node reaches the receiver connected to the other, is marked delivered there, and the sender hears it', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const database = await createTestDatabase();
    afterAll(() => database.close());
    const nodeA = await messagingTestbed({ redisUrl }, { database });
    const nodeB = await createTestApp({ redisUrl }, { database });
    const urlA = await listen(nodeA.app);
    const urlB = await listen(nodeB.app);

    const buyer$ = await socketOf(urlA, nodeA.buyerClient);
    const seller$ = await socketOf(urlB, await clientAs(nodeB.app, nodeA.seller));
    const conversation = await nodeA.contactSeller();
    await expect.poll(() => seller$.payloads<TConversation>('newConversation').map((c) => c._id), poll).toContain(conversation._id);

    const messages: TMessage[] = [];
    for (let i = 1; i <= 5; i += 1) messages.push(await nodeA.send(nodeA.buyerClient, conversation._id, `from node A ${i}`));
    await expect
      .poll(() => seller$.payloads<TMessage>('incomingMessage').map((m) => m._id), poll)
      .toEqual(expect.arrayContaining(messages.map((m) => m._id)));
    // Delivered: node A asked node B (through Redis) whether the seller had a socket open.
    await expect
      .poll(() => buyer$.payloads<{ upToSeq: number; status: string }>('messageDelivered').map((d) => d.upToSeq), poll)
      .toContain(messages.at(-1)!.seq);

    // And back: the seller answers through node B, the buyer on node A hears it.
    const sellerOnB = await clientAs(nodeB.app, nodeA.seller);
    const reply = await sellerOnB.post(`/api/v1/messages/conversations/${conversation._id}/messages`, {
      clientId: 'b-1',
      body: 'From node B',
    });
    expect(reply.statusCode).toBe(201);
    await expect.poll(() => buyer$.payloads<TMessage>('incomingMessage').map((m) => m.body), poll).toContain('From node B');
  });
});
