import type { TConversation, TConversationParticipant, TMessage } from '@app/shared/messaging/messaging.schema';

/** The signed-in person in the tests (buildAccount's id). */
export const ME = '00000000-0000-4000-8000-000000000001';
export const ANA = { _id: '00000000-0000-4000-8000-0000000000a1', name: 'Ana Lopez', locale: 'es' as const };
export const BO = { _id: '00000000-0000-4000-8000-0000000000b2', name: 'Bo Chen', locale: 'zh-Hant' as const };
const MYSELF = { _id: ME, name: 'Me Myself', locale: 'en-us' as const };

export const conversationId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'c')}`;
export const messageId = (conversation: number, seq: number) => `00000000-0000-4000-8${conversation}00-${String(seq).padStart(12, '0')}`;
export const LISTING_ID = '00000000-0000-4000-8000-00000000d001';

/** A message in conversation n; override what the test is about. */
export function buildMessage(n: number, seq: number, overrides: Partial<TMessage> = {}): TMessage {
  return {
    _id: messageId(n, seq),
    conversation: conversationId(n),
    author: ANA._id,
    body: `Message ${seq}`,
    language: 'en-us',
    translations: {},
    attachments: [],
    read: true,
    status: 'read',
    seq,
    clientId: null,
    created_at: `2026-03-01T10:0${seq % 10}:00.000Z`,
    ...overrides,
  };
}

/** Conversation n as the signed-in person sees it, with `other`; override what the test is about. */
export function buildConversation(n: number, other: TConversationParticipant = ANA, overrides: Partial<TConversation> = {}): TConversation {
  return {
    _id: conversationId(n),
    participants: [MYSELF, other],
    otherUser: other,
    user: ME,
    subject: { kind: 'listing', id: LISTING_ID },
    propertyID: LISTING_ID,
    listing: null,
    order: null,
    starred: false,
    archived: false,
    muted: false,
    mutedBy: [],
    blocked: false,
    blockedBy: [],
    canSend: true,
    unread: 0,
    lastMessage: null,
    lastSeq: 0,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
