import { describe, expect, it } from 'vitest';
import { ZListConversationsQuery, ZSendMessageRequest, ZUpdateConversationRequest } from './messaging.schema';

describe('messaging request bodies', () => {
  it('a message needs text or an attachment, and keeps its text plain (trimmed, at most 5,000 characters)', () => {
    expect(ZSendMessageRequest.safeParse({ clientId: 'a', body: '   ' }).success).toBe(false);
    expect(ZSendMessageRequest.parse({ clientId: 'a', body: ' <b>hi</b> ' }).body).toBe('<b>hi</b>');
    expect(ZSendMessageRequest.safeParse({ clientId: 'a', attachmentIds: ['0b9c1f64-2d8e-4a57-9a39-2f0f5a3f7c11'] }).success).toBe(true);
    expect(ZSendMessageRequest.safeParse({ clientId: 'a', body: 'x'.repeat(5001) }).success).toBe(false);
    expect(ZSendMessageRequest.safeParse({ body: 'hi' }).success).toBe(false);
  });

  it('lists the spec tabs only, all by default', () => {
    expect(ZListConversationsQuery.parse({}).tab).toBe('all');
    expect(ZListConversationsQuery.safeParse({ tab: 'listings' }).success).toBe(true);
    expect(ZListConversationsQuery.safeParse({ tab: 'spam' }).success).toBe(false);
  });

  it("takes the spec's PUT messages/conversation shape", () => {
    const body = { conversationID: '5d1e8f2a-7c4b-4e61-8d2f-9a0b1c2d3e4f', mutedBoolean: true, mutedByArray: ['me'] };
    expect(ZUpdateConversationRequest.parse(body)).toEqual(body);
  });
});
