import type { AddressInfo } from 'node:net';
import type { TConversation, TMessage } from '@app/shared/messaging/messaging.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, expect } from 'vitest';
import { createTestApp } from '../../../test/app';
import type { HttpClient } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { sessionCookieName } from '../../platform/auth-session/session-cookie';
import { seedListing } from '../../seed/factories';

/**
 * A test app with a seller (reads Traditional Chinese) and their public listing, a buyer
 * (English) and a stranger, signed in as browser-like clients; each messaging test file builds its own.
 */
export async function messagingTestbed(config: Partial<AppConfig> = {}, options: { database?: Database } = {}) {
  const testApp = await createTestApp(config, options);
  const { app, db } = testApp;
  const seller = await seedRoleAccount(db, 'owner');
  const buyer = await seedRoleAccount(db, 'owner');
  const stranger = await seedRoleAccount(db, 'stranger');
  // The seller signed up in English but prefers Traditional Chinese: that is the language they read.
  await db
    .update(accounts)
    .set({ locale: 'en-us', preferredLanguage: 'zh-Hant', firstName: 'Wei', lastName: 'Chen' })
    .where(eq(accounts.id, seller.id));
  await db.update(accounts).set({ locale: 'en-us', firstName: 'Ana', lastName: 'Ruiz' }).where(eq(accounts.id, buyer.id));
  const listing = await seedListing(db, { ownerId: seller.id, complete: true, status: 'active', hidden: false, title: 'Sunlit bungalow' });
  const sellerClient = await clientAs(app, seller);
  const buyerClient = await clientAs(app, buyer);
  const strangerClient = await clientAs(app, stranger);

  /** The buyer contacts the seller about the listing (or finds their conversation). */
  async function contactSeller(client: HttpClient = buyerClient, listingId = listing.id): Promise<TConversation> {
    const res = await client.post('/api/v1/messages/conversations', { subject: { kind: 'listing', id: listingId } });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json().data.conversation as TConversation;
  }

  let sent = 0;
  /** Sends a message; returns the stored one. */
  async function send(client: HttpClient, conversationId: string, body: string, extra: Record<string, unknown> = {}): Promise<TMessage> {
    sent += 1;
    const res = await client.post(`/api/v1/messages/conversations/${conversationId}/messages`, { clientId: `c-${sent}`, body, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.message as TMessage;
  }

  return { ...testApp, seller, buyer, stranger, listing, sellerClient, buyerClient, strangerClient, contactSeller, send };
}

/** Listens on a free port (closed with the app); returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

/** A socket.io client signed in as the HTTP client's session, with everything it receives recorded. */
export async function socketOf(url: string, client: HttpClient) {
  const token = client.jar.get(sessionCookieName(false));
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    extraHeaders: token ? { cookie: `${sessionCookieName(false)}=${token}` } : {},
  });
  sockets.push(socket);
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  /** The payloads of one event received so far. */
  const payloads = <T>(event: string) => received.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
  return { socket, received, payloads };
}
