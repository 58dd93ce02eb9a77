import { describe, expect, it } from 'vitest';
import { OFFERS_EVENTS } from '../offers/offers.events';
import { MESSAGING_CLIENT_EVENTS, MESSAGING_EVENTS } from './messaging.events';

// Spec section 7: the realtime socket receives exactly these events and emits these two.
const SPEC_EVENTS = [
  'newConversation',
  'incomingMessage',
  'messageTranslated',
  'messageDelivered',
  'setMyConversations',
  'deliveryError',
  'completedOffers',
  'completedOffersError',
];

const message = {
  _id: '0b9c1f64-2d8e-4a57-9a39-2f0f5a3f7c11',
  conversation: '5d1e8f2a-7c4b-4e61-8d2f-9a0b1c2d3e4f',
  author: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  body: 'Is the house still available?',
  language: 'en-us',
  translations: { 'zh-Hant': '房子還在嗎？' },
  attachments: [],
  read: false,
  status: 'sent',
  seq: 1,
  clientId: 'c-1',
  created_at: '2026-11-26T01:00:00.000Z',
};

describe('messaging socket events', () => {
  it("declares a schema for each of the spec's socket events, and no other", () => {
    expect([...Object.keys(MESSAGING_EVENTS), ...Object.keys(OFFERS_EVENTS)].sort()).toEqual([...SPEC_EVENTS].sort());
    expect(Object.keys(MESSAGING_CLIENT_EVENTS).sort()).toEqual(['get_my_conversations', 'join_room']);
  });

  it('accepts a well-formed message and refuses an unidentified one or a translation into an unsupported locale', () => {
    expect(MESSAGING_EVENTS.incomingMessage.parse(message)).toEqual(message);
    expect(MESSAGING_EVENTS.incomingMessage.safeParse({ ...message, _id: 'x' }).success).toBe(false);
    expect(MESSAGING_EVENTS.incomingMessage.safeParse({ ...message, translations: { fr: 'x' } }).success).toBe(false);
    expect(
      MESSAGING_EVENTS.messageTranslated.safeParse({ messageId: message._id, conversation: message.conversation, locale: 'fr', body: 'x' })
        .success,
    ).toBe(false);
  });

  it('join_room takes a conversation id (spec) or an id with the seq to catch up from', () => {
    expect(MESSAGING_CLIENT_EVENTS.join_room.safeParse(message.conversation).success).toBe(true);
    expect(MESSAGING_CLIENT_EVENTS.join_room.safeParse({ conversationId: message.conversation, afterSeq: 3 }).success).toBe(true);
    expect(MESSAGING_CLIENT_EVENTS.join_room.safeParse('not-an-id').success).toBe(false);
  });
});
