import type { AddressInfo } from 'node:net';
import { defineSocketEvents, userRoom } from '@app/shared/domain/socket-events';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { httpClient, signUp } from '../../../test/http-client';
import { enqueueRealtime } from './realtime-outbox';

async function listen(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function connectClient(url: string, cookie?: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, extraHeaders: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Everything a socket receives, by event name. */
function record(socket: Socket) {
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TEST_EVENTS = defineSocketEvents({ 'ping:user': z.object({ n: z.number() }), probe: z.object({ hello: z.string() }) });
/** Events no feature registers (offers registered completedOffers once they were built). */
const UNREGISTERED_EVENTS = defineSocketEvents({ neverRegistered: z.object({ offers: z.array(z.string()) }) });

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('realtime socket', () => {
  it('accepts a socket.io connection on the app port at /socket.io', async () => {
    const { app } = await createTestApp();
    const socket = await connectClient(await listen(app));
    sockets.push(socket);
    expect(socket.connected).toBe(true);
  });

  it("puts a signed-in person's socket in their own room, and no one else's", async () => {
    const { app, realtime } = await createTestApp();
    const url = await listen(app);
    const client = httpClient(app);
    const { account } = await signUp(client);
    const mine = await connectClient(url, `tn_session=${client.jar.get('tn_session')}`);
    const visitor = await connectClient(url);
    sockets.push(mine, visitor);
    const received = new Promise((resolve) => mine.once('ping:user', resolve));
    let visitorGotIt = false;
    visitor.once('ping:user', () => {
      visitorGotIt = true;
    });
    realtime.emit(TEST_EVENTS, 'ping:user', userRoom(account._id), { n: 1 });
    await expect(received).resolves.toEqual({ n: 1 });
    expect(visitorGotIt).toBe(false);
  });

  it.runIf(process.env.TEST_REDIS_URL)('fans an event out to a client on another node through Redis', async () => {
    const redisUrl = process.env.TEST_REDIS_URL;
    const database = await createTestDatabase();
    afterAll(() => database.close());
    const nodeA = await createTestApp({ redisUrl }, { database });
    const nodeB = await createTestApp({ redisUrl }, { database });
    const socket = await connectClient(await listen(nodeA.app));
    sockets.push(socket);
    // A node joins the socket to a room; the other node emits to that room.
    const room = `user:${crypto.randomUUID()}`;
    const ids = await nodeA.realtime.io.fetchSockets();
    for (const remote of ids) remote.join(room);
    const received = new Promise((resolve) => socket.once('probe', resolve));
    nodeB.realtime.emit(TEST_EVENTS, 'probe', room, { hello: 'from B' });
    await expect(received).resolves.toEqual({ hello: 'from B' });
  });
});

const afterCommit = await createTestApp();
// A test-only event (a feature's real events are registered by its module when the app is built).
const NOTE_EVENTS = defineSocketEvents({ testNote: z.object({ _id: z.uuid(), body: z.string().min(1) }) });
type TNote = z.infer<(typeof NOTE_EVENTS)['testNote']>;
afterCommit.realtime.registerEvents(NOTE_EVENTS);
const afterCommitUrl = await listen(afterCommit.app);

describe('socket events after commit (the realtime outbox topic)', () => {
  const { app, db, realtime } = afterCommit;
  const message = (body: string): TNote => ({ _id: crypto.randomUUID(), body });

  async function signedInSocket() {
    const client = httpClient(app);
    const { account } = await signUp(client);
    const socket = await connectClient(afterCommitUrl, `tn_session=${client.jar.get('tn_session')}`);
    sockets.push(socket);
    return { room: userRoom(account._id), received: record(socket) };
  }

  it('never delivers an event queued in a transaction that rolled back, and delivers one that committed', async () => {
    const { room, received } = await signedInSocket();
    await expect(
      db.transaction(async (tx) => {
        await enqueueRealtime(tx, NOTE_EVENTS, 'testNote', room, message('rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.deps.outbox.drain()).toBe(0);

    const committed = message('committed');
    await db.transaction(async (tx) => {
      await enqueueRealtime(tx, NOTE_EVENTS, 'testNote', room, committed);
      await sleep(100);
      // Inside the transaction nothing has reached the socket yet.
      expect(received).toEqual([]);
    });
    app.deps.outbox.kick();
    await expect.poll(() => received, { timeout: 5000, interval: 20 }).toEqual([{ event: 'testNote', payload: committed }]);
    await sleep(200);
    expect(received.map((r) => (r.payload as TNote).body)).toEqual(['committed']);
  });

  it('refuses to queue a payload its schema rejects, so the service fails, not the delivery', async () => {
    const bad = { ...message('x'), body: '' };
    await expect(enqueueRealtime(db, NOTE_EVENTS, 'testNote', userRoom(crypto.randomUUID()), bad)).rejects.toThrow();
  });

  it('refuses to emit a payload its schema rejects', async () => {
    expect(() => realtime.emit(TEST_EVENTS, 'ping:user', userRoom(crypto.randomUUID()), { n: 'one' } as never)).toThrow();
  });

  it('refuses to queue an event no feature registered', async () => {
    await expect(
      enqueueRealtime(db, UNREGISTERED_EVENTS, 'neverRegistered', userRoom(crypto.randomUUID()), { offers: [] }),
    ).rejects.toThrow('Unknown socket event "neverRegistered"');
  });

  it('fails the delivery of an event no feature registered, naming it', async () => {
    expect(() => realtime.emitRegistered(userRoom(crypto.randomUUID()), 'neverRegistered', { offers: [] })).toThrow(
      'Unknown socket event "neverRegistered"',
    );
  });
});
