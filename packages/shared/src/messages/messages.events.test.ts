import { describe, expect, it } from 'vitest';
import { OFFERS_EVENTS } from '../offers/offers.events';
import { MESSAGES_EVENTS } from './messages.events';

// Spec section 7: the realtime socket receives exactly these events.
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
  read: false,
  created_at: '2026-11-26T01:00:00.000Z',
};

describe('socket events', () => {
  it("declares a schema for each of the spec's socket events, and no other", () => {
    expect([...Object.keys(MESSAGES_EVENTS), ...Object.keys(OFFERS_EVENTS)].sort()).toEqual([...SPEC_EVENTS].sort());
  });

  it('accepts a well-formed message and refuses an empty or unidentified one', () => {
    expect(MESSAGES_EVENTS.incomingMessage.parse(message)).toEqual(message);
    expect(MESSAGES_EVENTS.incomingMessage.safeParse({ ...message, body: '' }).success).toBe(false);
    expect(MESSAGES_EVENTS.incomingMessage.safeParse({ ...message, _id: 'x' }).success).toBe(false);
    expect(
      MESSAGES_EVENTS.messageTranslated.safeParse({ messageId: message._id, conversation: message.conversation, locale: 'fr', body: 'x' })
        .success,
    ).toBe(false);
  });
});
