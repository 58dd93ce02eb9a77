import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { httpClient, signUp } from '../../../test/http-client';

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
    realtime.toRoom(`user:${account._id}`, 'ping:user', { n: 1 });
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
    nodeB.realtime.toRoom(room, 'probe', { hello: 'from B' });
    await expect(received).resolves.toEqual({ hello: 'from B' });
  });
});
