import type { TConversation, TMessage } from '@app/shared/messaging/messaging.schema';
import { describe, expect, it } from 'vitest';
import { TINY_PDF, upload, floorPlanPng } from '../media/media.fixtures';
import { eq } from 'drizzle-orm';
import { seedRoleAccount } from '../../../test/role-fixtures';
import { professionalProfiles } from '../../db/schema/index';
import { seedProfessionalProfile } from '../professionals/professionals.fixtures';
import { messagingTestbed } from './messaging.fixtures';
import { lockConversation, updateOwnFlags } from './messaging.repo';

const tb = await messagingTestbed();
const { app, seller, buyer, listing, sellerClient, buyerClient, strangerClient, contactSeller, send } = tb;

const conversationsOf = async (client = sellerClient, query = '') => {
  const res = await client.get(`/api/v1/messages/conversations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { conversations: TConversation[]; unreadTotal: number; nextCursor: string | null };
};
const messagesOf = async (conversationId: string, client = sellerClient, query = '') => {
  const res = await client.get(`/api/v1/messages/conversations/${conversationId}/messages${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { messages: TMessage[]; hasMore: boolean };
};

describe('starting a conversation', () => {
  it("contacting a listing's owner makes one conversation for the pair and the listing, with the listing's card, and finds it again", async () => {
    const res = await buyerClient.post('/api/v1/messages/conversations', { subject: { kind: 'listing', id: listing.id } });
    expect(res.statusCode, res.body).toBe(201);
    const first = res.json().data;
    expect(first.created).toBe(true);
    expect(first.conversation).toMatchObject({
      user: buyer.id,
      otherUser: { _id: seller.id, name: 'Wei Chen', locale: 'zh-Hant' },
      subject: { kind: 'listing', id: listing.id },
      propertyID: listing.id,
      listing: { _id: listing.id, title: 'Sunlit bungalow' },
      canSend: true,
      unread: 0,
      lastMessage: null,
    });
    const again = await buyerClient.post('/api/v1/messages/conversations', { subject: { kind: 'listing', id: listing.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ created: false, conversation: { _id: first.conversation._id } });
  });

  it('refuses a conversation with oneself, about an unknown order, about a listing off the market or a non-professional', async () => {
    const own = await sellerClient.post('/api/v1/messages/conversations', { subject: { kind: 'listing', id: listing.id } });
    expect(own.statusCode).toBe(400);
    const order = await buyerClient.post('/api/v1/messages/conversations', { subject: { kind: 'order', id: crypto.randomUUID() } });
    expect(order.statusCode).toBe(404);
    const gone = await buyerClient.post('/api/v1/messages/conversations', { subject: { kind: 'listing', id: crypto.randomUUID() } });
    expect(gone.statusCode).toBe(404);
    const notPro = await buyerClient.post('/api/v1/messages/conversations', { subject: { kind: 'professional', id: seller.id } });
    expect(notPro.statusCode).toBe(404);
  });

  it('a visitor is told to sign in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/messages/conversations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('contact entry points', () => {
  it("an offer's buyer talks to its seller about it (the listing's card on top); nobody outside the offer can start one", async () => {
    const offer = await buyerClient.post('/api/v1/offers', { propertyId: listing.id });
    expect(offer.statusCode, offer.body).toBe(201);
    const subject = { kind: 'offer', id: offer.json().data._id as string };
    const res = await buyerClient.post('/api/v1/messages/conversations', { subject });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.conversation).toMatchObject({ subject, otherUser: { _id: seller.id }, propertyID: listing.id });
    expect((await strangerClient.post('/api/v1/messages/conversations', { subject })).statusCode).toBe(404);
  });

  it('a verified professional can be contacted from their profile; the conversation has no listing', async () => {
    const pro = await seedRoleAccount(tb.db, 'professional');
    const subject = { kind: 'professional', id: pro.id };
    // Not until an admin verified their profile.
    await seedProfessionalProfile(tb.db, pro.id, { status: 'submitted', profession: 'appraiser' });
    expect((await buyerClient.post('/api/v1/messages/conversations', { subject })).statusCode).toBe(404);
    await tb.db.update(professionalProfiles).set({ status: 'verified', verifiedAt: new Date() }).where(eq(professionalProfiles.id, pro.id));
    const res = await buyerClient.post('/api/v1/messages/conversations', { subject });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.conversation).toMatchObject({ otherUser: { _id: pro.id }, propertyID: null, listing: null });
    // It is not a listing conversation.
    expect((await conversationsOf(buyerClient, '?tab=listings')).conversations.map((c) => c._id)).not.toContain(
      res.json().data.conversation._id,
    );
  });
});

describe('sending and reading', () => {
  it('a message reaches the other person stored, in order, counted unread until they read it, then shows read to its author', async () => {
    const conversation = await contactSeller();
    const first = await send(buyerClient, conversation._id, 'Is it still available?');
    const second = await send(buyerClient, conversation._id, 'Could we visit on Saturday?');
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect(first).toMatchObject({ author: buyer.id, language: 'en-us', translations: {}, status: 'sent', read: false });

    const inbox = await conversationsOf();
    const mine = inbox.conversations.find((c) => c._id === conversation._id)!;
    expect(mine).toMatchObject({ unread: 2, lastMessage: { _id: second._id }, otherUser: { _id: buyer.id } });
    expect(inbox.unreadTotal).toBe(2);
    expect((await conversationsOf(sellerClient, '?tab=unread')).conversations.map((c) => c._id)).toContain(conversation._id);

    const page = await messagesOf(conversation._id);
    expect(page.messages.map((m) => m.body)).toEqual(['Is it still available?', 'Could we visit on Saturday?']);
    // The seller fetched them: delivered, not yet read.
    expect((await messagesOf(conversation._id, buyerClient)).messages.map((m) => m.status)).toEqual(['delivered', 'delivered']);

    const read = await sellerClient.put('/api/v1/messages', { messageID: second._id, readBoolean: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ conversation: conversation._id, unread: 0, unreadTotal: 0 });
    const seen = (await messagesOf(conversation._id, buyerClient)).messages;
    expect(seen.map((m) => [m.status, m.read])).toEqual([
      ['read', true],
      ['read', true],
    ]);
    expect((await conversationsOf(sellerClient, '?tab=unread')).conversations.map((c) => c._id)).not.toContain(conversation._id);

    const unread = await sellerClient.put('/api/v1/messages', { messageID: second._id, readBoolean: false });
    expect(unread.json().data.unread).toBe(1);
  });

  it('resending with the same clientId returns the stored message instead of a second one', async () => {
    const conversation = await contactSeller();
    const body = { clientId: 'retry-1', body: 'Sent twice by a flaky network' };
    const url = `/api/v1/messages/conversations/${conversation._id}/messages`;
    const [a, b] = await Promise.all([buyerClient.post(url, body), buyerClient.post(url, body)]);
    expect(a.json().data.message._id).toBe(b.json().data.message._id);
    const c = await buyerClient.post(url, body);
    expect(c.json().data.message._id).toBe(a.json().data.message._id);
    const bodies = (await messagesOf(conversation._id)).messages.filter((m) => m.clientId === 'retry-1');
    expect(bodies).toHaveLength(1);
  });

  it('keeps a body as plain text, verbatim (the reader renders text, never HTML), and refuses an empty one', async () => {
    const conversation = await contactSeller();
    const html = await send(buyerClient, conversation._id, '<img src=x onerror=alert(1)> see https://example.com');
    expect(html.body).toBe('<img src=x onerror=alert(1)> see https://example.com');
    const empty = await buyerClient.post(`/api/v1/messages/conversations/${conversation._id}/messages`, { clientId: 'e', body: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('pages back through older messages and catches up after a seq', async () => {
    const conversation = await contactSeller();
    const start = (await messagesOf(conversation._id)).messages.at(-1)?.seq ?? 0;
    for (const n of [1, 2, 3]) await send(sellerClient, conversation._id, `page ${n}`);
    const newest = await messagesOf(conversation._id, buyerClient, '?limit=2');
    expect(newest.messages.map((m) => m.body)).toEqual(['page 2', 'page 3']);
    expect(newest.hasMore).toBe(true);
    const older = await messagesOf(conversation._id, buyerClient, `?limit=1&before=${newest.messages[0]!.seq}`);
    expect(older.messages.map((m) => m.body)).toEqual(['page 1']);
    const after = await messagesOf(conversation._id, buyerClient, `?after=${start}`);
    expect(after.messages.map((m) => m.body)).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('refuses a seq past what a conversation can hold as bad input (the fuzzer found a failed query there)', async () => {
    const conversation = await contactSeller();
    for (const [field, value] of [
      ['before', '3258393480385985'],
      ['after', '2147483648'],
    ]) {
      const res = await buyerClient.get(`/api/v1/messages/conversations/${conversation._id}/messages?${field}=${value}`);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ success: false, fields: { [field!]: 'Invalid Input' } });
    }
  });
});

describe('only participants', () => {
  it('a stranger can neither read, send, mark, configure nor even learn that the conversation exists', async () => {
    const conversation = await contactSeller();
    const message = await send(buyerClient, conversation._id, 'Private');
    const id = conversation._id;
    expect((await strangerClient.get(`/api/v1/messages/conversations/${id}`)).statusCode).toBe(404);
    expect((await strangerClient.get(`/api/v1/messages/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await strangerClient.post(`/api/v1/messages/conversations/${id}/messages`, { clientId: 'x', body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await strangerClient.put('/api/v1/messages', { messageID: message._id, readBoolean: true })).statusCode).toBe(404);
    expect((await strangerClient.put('/api/v1/messages/conversation', { conversationID: id, blockedBoolean: true })).statusCode).toBe(404);
    expect((await conversationsOf(strangerClient)).conversations).toEqual([]);
    // Nothing the stranger tried changed the conversation.
    expect((await messagesOf(id, buyerClient)).messages.at(-1)).toMatchObject({ _id: message._id, read: false });
  });
});

describe('star, archive, mute and block', () => {
  it('each person sets their own flags; the tabs follow; a new message brings an archived conversation back', async () => {
    const conversation = await contactSeller();
    const put = (body: Record<string, unknown>, client = sellerClient) =>
      client.put('/api/v1/messages/conversation', { conversationID: conversation._id, ...body });
    const starred = await put({ starredBoolean: true, mutedBoolean: true, mutedByArray: [buyer.id] });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json().data.conversation).toMatchObject({ starred: true, muted: true, mutedBy: [seller.id] });
    // The buyer's side is untouched, and the buyer does not learn the seller muted it.
    const buyerView = (await buyerClient.get(`/api/v1/messages/conversations/${conversation._id}`)).json().data as TConversation;
    expect(buyerView).toMatchObject({ starred: false, muted: false, mutedBy: [] });

    expect((await conversationsOf(sellerClient, '?tab=starred')).conversations.map((c) => c._id)).toContain(conversation._id);
    expect((await conversationsOf(sellerClient, '?tab=listings')).conversations.map((c) => c._id)).toContain(conversation._id);
    await put({ archivedBoolean: true });
    expect((await conversationsOf(sellerClient, '?tab=all')).conversations.map((c) => c._id)).not.toContain(conversation._id);
    expect((await conversationsOf(sellerClient, '?tab=archived')).conversations.map((c) => c._id)).toContain(conversation._id);
    await send(buyerClient, conversation._id, 'Back again');
    expect((await conversationsOf(sellerClient, '?tab=all')).conversations.map((c) => c._id)).toContain(conversation._id);
    await put({ mutedBoolean: false, starredBoolean: false });
  });

  it("a blocked person cannot send and is told only that the conversation takes no messages; the blocker can't either until they unblock", async () => {
    const conversation = await contactSeller();
    const block = await sellerClient.put('/api/v1/messages/conversation', { conversationID: conversation._id, blockedBoolean: true });
    expect(block.json().data.conversation).toMatchObject({ blocked: true, blockedBy: [seller.id], canSend: false });

    const url = `/api/v1/messages/conversations/${conversation._id}/messages`;
    const refused = await buyerClient.post(url, { clientId: 'b-1', body: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: "Messages can't be sent in this conversation." });
    const buyerView = (await buyerClient.get(`/api/v1/messages/conversations/${conversation._id}`)).json().data as TConversation;
    expect(buyerView).toMatchObject({ blocked: false, blockedBy: [], canSend: false });
    const sellerTries = await sellerClient.post(url, { clientId: 's-1', body: 'Hi' });
    expect(sellerTries.json().message).toBe(refused.json().message);
    expect((await messagesOf(conversation._id)).messages.map((m) => m.clientId)).not.toContain('b-1');

    await sellerClient.put('/api/v1/messages/conversation', { conversationID: conversation._id, blockedBoolean: false });
    expect((await buyerClient.post(url, { clientId: 'b-2', body: 'Hello again' })).statusCode).toBe(201);
  });

  it('a send that waited for the conversation while a block was being made is refused once the block commits', async () => {
    const conversation = await contactSeller();
    const url = `/api/v1/messages/conversations/${conversation._id}/messages`;
    let sending: ReturnType<typeof buyerClient.post> | undefined;
    await tb.db.transaction(async (tx) => {
      // The block, as PUT messages/conversation makes it: under the conversation's lock.
      await lockConversation(tx, conversation._id);
      await updateOwnFlags(tx, conversation._id, seller.id, { blocked: true });
      sending = buyerClient.post(url, { clientId: 'w-1', body: 'Still there?' });
      // On PostgreSQL the send reaches the lock and waits for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const refused = await sending!;
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await messagesOf(conversation._id)).messages.map((m) => m.clientId)).not.toContain('w-1');
    await sellerClient.put('/api/v1/messages/conversation', { conversationID: conversation._id, blockedBoolean: false });
  });
});

describe('search', () => {
  it("finds conversations by the other person's name, the listing's title and the messages' text", async () => {
    const conversation = await contactSeller();
    await send(buyerClient, conversation._id, 'Does the garage fit two cars?');
    for (const q of ['garage', 'Ana', 'bungalow']) {
      expect(
        (await conversationsOf(sellerClient, `?q=${q}`)).conversations.map((c) => c._id),
        q,
      ).toContain(conversation._id);
    }
    expect((await conversationsOf(sellerClient, '?q=submarine')).conversations).toEqual([]);
    expect((await conversationsOf(sellerClient, '?q=%25')).conversations).toEqual([]);
  });
});

describe('attachments', () => {
  it('a private JPG/PNG/PDF goes with a message and opens only for the participants; a public upload is refused', async () => {
    const conversation = await contactSeller();
    const pdf = await upload(app, buyerClient, { name: 'pre-approval.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'private' });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const mediaId = pdf.json().data._id as string;
    const message = await send(buyerClient, conversation._id, '', { attachmentIds: [mediaId] });
    expect(message.attachments).toEqual([
      { _id: mediaId, name: 'pre-approval.pdf', contentType: 'application/pdf', fileSize: TINY_PDF.length },
    ]);

    const opened = await sellerClient.get(`/api/v1/messages/attachments/${mediaId}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBeTruthy();
    expect((await strangerClient.get(`/api/v1/messages/attachments/${mediaId}`)).statusCode).toBe(404);

    const png = await upload(app, buyerClient, { name: 'plan.png', type: 'image/png', bytes: await floorPlanPng() });
    const publicRefused = await buyerClient.post(`/api/v1/messages/conversations/${conversation._id}/messages`, {
      clientId: 'pub',
      attachmentIds: [png.json().data._id],
    });
    expect(publicRefused.statusCode).toBe(400);
    // Someone else's file cannot be attached either.
    const theirs = await sellerClient.post(`/api/v1/messages/conversations/${conversation._id}/messages`, {
      clientId: 'theirs',
      attachmentIds: [mediaId],
    });
    expect(theirs.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('a sender past the per-minute limit is refused with 429 and the message is not stored', async () => {
    const conversation = await contactSeller();
    for (let i = 0; i < 60; i += 1) await app.deps.rateLimiter.hit(`messagesPerSender:${buyer.id}`, 60, 60_000);
    const res = await buyerClient.post(`/api/v1/messages/conversations/${conversation._id}/messages`, { clientId: 'flood', body: 'spam' });
    expect(res.statusCode).toBe(429);
    expect((await messagesOf(conversation._id)).messages.map((m) => m.clientId)).not.toContain('flood');
    await app.deps.rateLimiter.reset(`messagesPerSender:${buyer.id}`);
  });
});

describe('capabilities', () => {
  it('says there is no translation when no translator is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/messages/capabilities' });
    expect(res.json().data).toMatchObject({ translation: false });
  });
});
