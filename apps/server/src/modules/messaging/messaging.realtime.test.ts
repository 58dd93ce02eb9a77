import type { TConversation, TMessage } from '@app/shared/messaging/messaging.schema';
import type { TJoinRoomAck } from '@app/shared/messaging/messaging.events';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAs } from '../../../test/role-fixtures';
import { libreTranslatePeer } from '../../platform/translate/libretranslate-peer.fixtures';
import { seedListing } from '../../seed/factories';
import { listen, messagingTestbed, socketOf } from './messaging.fixtures';

// A translator the app reaches over HTTP, speaking LibreTranslate's API.
const peer = libreTranslatePeer({
  codes: ['en', 'es', 'zh-Hans', 'zh-Hant'],
  dictionary: { 'en>zh-Hant:Is the house still available?': '房子還在嗎？', 'zh-Hant>en:是的，歡迎週六來看。': 'Yes, come on Saturday.' },
});
const translateUrl = await peer.start();
afterAll(() => peer.close());

const tb = await messagingTestbed({ translate: { url: translateUrl } });
const { app, seller, buyer, sellerClient, buyerClient, strangerClient, contactSeller, send } = tb;
const url = await listen(app);

const poll = { timeout: 8000, interval: 25 };
const joinRoom = (socket: Awaited<ReturnType<typeof socketOf>>['socket'], payload: unknown) =>
  new Promise<TJoinRoomAck>((resolve) => socket.emit('join_room', payload, resolve));

describe('join_room', () => {
  it('joins a participant to the conversation room and refuses anyone else, signed in or not', async () => {
    const conversation = await contactSeller();
    const seller$ = await socketOf(url, sellerClient);
    const stranger$ = await socketOf(url, strangerClient);
    const visitor$ = await socketOf(url, await clientAs(app, null));

    await expect(joinRoom(seller$.socket, conversation._id)).resolves.toEqual({ ok: true, conversation: conversation._id, messages: [] });
    await expect(joinRoom(stranger$.socket, conversation._id)).resolves.toEqual({ ok: false, message: 'forbidden' });
    await expect(joinRoom(visitor$.socket, conversation._id)).resolves.toEqual({ ok: false, message: 'youNeedToBeSignedIn' });
    await expect(joinRoom(seller$.socket, 'not-an-id')).resolves.toEqual({ ok: false, message: 'invalidInput' });

    const rooms = async (accountId: string) =>
      (await app.deps.realtime.io.fetchSockets()).filter((s) => s.data.accountId === accountId).flatMap((s) => [...s.rooms]);
    expect(await rooms(seller.id)).toContain(`conversation:${conversation._id}`);
    expect(await rooms(tb.stranger.id)).not.toContain(`conversation:${conversation._id}`);
  });

  it('catches a reconnecting participant up with the messages after the seq it had', async () => {
    const conversation = await contactSeller();
    const had = await send(buyerClient, conversation._id, 'Before the reconnect');
    await send(buyerClient, conversation._id, 'Missed one');
    await send(buyerClient, conversation._id, 'Missed two');
    const seller$ = await socketOf(url, sellerClient);
    const ack = await joinRoom(seller$.socket, { conversationId: conversation._id, afterSeq: had.seq });
    expect(ack.ok && ack.messages.map((m) => m.body)).toEqual(['Missed one', 'Missed two']);
    // A seq past what a conversation can hold is refused as bad input, not sent to the database.
    await expect(joinRoom(seller$.socket, { conversationId: conversation._id, afterSeq: 2 ** 40 })).resolves.toEqual({
      ok: false,
      message: 'invalidInput',
    });
  });
});

describe('live delivery', () => {
  it('get_my_conversations answers with the account’s own conversations whatever userID is sent', async () => {
    const conversation = await contactSeller();
    const stranger$ = await socketOf(url, strangerClient);
    stranger$.socket.emit('get_my_conversations', seller.id);
    await expect.poll(() => stranger$.payloads('setMyConversations').length, poll).toBe(1);
    expect(stranger$.payloads<{ conversations: TConversation[] }>('setMyConversations')[0]!.conversations).toEqual([]);

    const seller$ = await socketOf(url, sellerClient);
    seller$.socket.emit('get_my_conversations', { userID: seller.id });
    await expect.poll(() => seller$.payloads('setMyConversations').length, poll).toBe(1);
    const answer = seller$.payloads<{ conversations: TConversation[]; unreadTotal: number }>('setMyConversations')[0]!;
    expect(answer.conversations.map((c) => c._id)).toContain(conversation._id);
    expect(answer.conversations.every((c) => c.user === seller.id)).toBe(true);
  });

  it('a message arrives live on the other side, is marked delivered because their app is open, then read; the original and the translation both reach the reader', async () => {
    const seller$ = await socketOf(url, sellerClient);
    const buyer$ = await socketOf(url, buyerClient);
    const stranger$ = await socketOf(url, strangerClient);
    const conversation = await contactSeller();
    const message = await send(buyerClient, conversation._id, 'Is the house still available?');

    await expect.poll(() => seller$.payloads<TMessage>('incomingMessage').map((m) => m._id), poll).toContain(message._id);
    // The author's other pages get it too, to match with their clientId.
    await expect.poll(() => buyer$.payloads<TMessage>('incomingMessage').map((m) => m.clientId), poll).toContain(message.clientId);
    await expect
      .poll(() => buyer$.payloads('messageDelivered'), poll)
      .toContainEqual({ conversation: conversation._id, status: 'delivered', upToSeq: message.seq });

    // The seller reads Traditional Chinese: the translation follows, stored on the message.
    await expect
      .poll(() => seller$.payloads('messageTranslated'), poll)
      .toContainEqual({ messageId: message._id, conversation: conversation._id, locale: 'zh-Hant', body: '房子還在嗎？' });
    const stored = (await sellerClient.get(`/api/v1/messages/conversations/${conversation._id}/messages`)).json().data
      .messages as TMessage[];
    expect(stored.find((m) => m._id === message._id)).toMatchObject({
      body: 'Is the house still available?',
      language: 'en-us',
      translations: { 'zh-Hant': '房子還在嗎？' },
    });
    // The author reads their own language: no translation is sent to them.
    expect(buyer$.payloads('messageTranslated')).toEqual([]);

    await sellerClient.put('/api/v1/messages', { messageID: message._id, readBoolean: true });
    await expect
      .poll(() => buyer$.payloads('messageDelivered'), poll)
      .toContainEqual({ conversation: conversation._id, status: 'read', upToSeq: message.seq });

    // The reply goes the other way, translated into English for the buyer.
    const reply = await send(sellerClient, conversation._id, '是的，歡迎週六來看。');
    await expect.poll(() => buyer$.payloads<TMessage>('incomingMessage').map((m) => m._id), poll).toContain(reply._id);
    await expect
      .poll(() => buyer$.payloads('messageTranslated'), poll)
      .toContainEqual({ messageId: reply._id, conversation: conversation._id, locale: 'en-us', body: 'Yes, come on Saturday.' });

    // Nobody else heard any of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger$.received.filter((r) => r.event !== 'setMyConversations')).toEqual([]);
  });

  it('a new conversation is announced to both people, each seeing it as their own', async () => {
    const seller$ = await socketOf(url, sellerClient);
    const listing = await seedListing(app.deps.database.db, {
      ownerId: seller.id,
      complete: true,
      status: 'active',
      hidden: false,
    });
    const started = await contactSeller(buyerClient, listing.id);
    await expect.poll(() => seller$.payloads<TConversation>('newConversation').map((c) => c._id), poll).toContain(started._id);
    const seen = seller$.payloads<TConversation>('newConversation').find((c) => c._id === started._id)!;
    expect(seen).toMatchObject({ user: seller.id, otherUser: { _id: buyer.id } });
  });

  it('a refused send is announced to the sender’s open pages as deliveryError with the clientId', async () => {
    const buyer$ = await socketOf(url, buyerClient);
    const conversation = await contactSeller();
    await sellerClient.put('/api/v1/messages/conversation', { conversationID: conversation._id, blockedBoolean: true });
    const res = await buyerClient.post(`/api/v1/messages/conversations/${conversation._id}/messages`, {
      clientId: 'refused-1',
      body: 'Hi',
    });
    expect(res.statusCode).toBe(403);
    await expect
      .poll(() => buyer$.payloads('deliveryError'), poll)
      .toContainEqual({ clientId: 'refused-1', conversation: conversation._id, message: 'conversationClosed' });
    await sellerClient.put('/api/v1/messages/conversation', { conversationID: conversation._id, blockedBoolean: false });
  });

  it('says translation is available when a translator is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/messages/capabilities' })).json().data.translation).toBe(true);
  });
});
