import { DEFAULT_LOCALE, isSupportedLocale, type TLocale } from '@app/shared/constants/locale';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type {
  TConversation,
  TConversationParticipant,
  TConversationSubjectKind,
  TMessage,
  TMessageStatus,
} from '@app/shared/messaging/messaging.schema';
import type { OrderSubject } from '../orders/index';
import type { MembershipRow, MessageRow, PeopleRow } from './messaging.repo';

/** An account's interface locale as messaging reads it (an unknown value reads as English). */
export const localeOf = (value: string): TLocale => (isSupportedLocale(value) ? value : DEFAULT_LOCALE);

/** A participant as the others see them: name and language, never their email. */
export function personView(person: PeopleRow): TConversationParticipant {
  return { _id: person.accountId, name: `${person.firstName} ${person.lastName}`.trim(), locale: localeOf(person.locale) };
}

/**
 * A message as `viewerId` sees it. Their own: read once every other participant read it, and
 * the ticks from how far the others were delivered and read. Someone else's: read once the
 * viewer read it.
 */
export function messageView(row: MessageRow, viewerId: string, people: readonly PeopleRow[]): TMessage {
  const others = people.filter((person) => person.accountId !== row.authorId);
  const readByAll = others.length > 0 && others.every((person) => person.readSeq >= row.seq);
  const deliveredToAll = others.length > 0 && others.every((person) => person.deliveredSeq >= row.seq);
  const viewer = people.find((person) => person.accountId === viewerId);
  const read = row.authorId === viewerId ? readByAll : (viewer?.readSeq ?? 0) >= row.seq;
  const status: TMessageStatus = readByAll ? 'read' : deliveredToAll ? 'delivered' : 'sent';
  return {
    _id: row.id,
    conversation: row.conversationId,
    author: row.authorId,
    body: row.body,
    language: localeOf(row.language),
    translations: row.translations,
    attachments: row.attachments,
    read,
    status,
    seq: row.seq,
    clientId: row.clientId,
    created_at: row.createdAt.toISOString(),
  };
}

/** What a conversation's view needs besides its row and the viewer's side. */
export type ConversationContext = {
  people: readonly PeopleRow[];
  lastMessage: MessageRow | undefined;
  unread: number;
  listing: TListingCard | null;
  order: OrderSubject | undefined;
};

/**
 * A conversation as its participant `me` sees it. `mutedBy` and `blockedBy` hold only the
 * viewer's own id (decision 067): nobody learns that the other muted or blocked them.
 */
export function conversationView({ conversation, me }: MembershipRow, context: ConversationContext): TConversation {
  const people = context.people.map(personView);
  const other = people.find((person) => person._id !== me.accountId) ?? null;
  return {
    _id: conversation.id,
    participants: people,
    otherUser: other,
    user: me.accountId,
    subject: { kind: conversation.subjectKind as TConversationSubjectKind, id: conversation.subjectId },
    propertyID: conversation.propertyId,
    listing: context.listing,
    order: context.order
      ? {
          _id: context.order.id,
          orderNumber: context.order.orderNumber,
          serviceType: context.order.kind,
          viewerIs: context.order.customerAccountId === me.accountId ? 'customer' : 'provider',
        }
      : null,
    starred: me.starred,
    archived: me.archived,
    muted: me.muted,
    mutedBy: me.muted ? [me.accountId] : [],
    blocked: me.blocked,
    blockedBy: me.blocked ? [me.accountId] : [],
    canSend: !context.people.some((person) => person.blocked),
    unread: context.unread,
    lastMessage: context.lastMessage ? messageView(context.lastMessage, me.accountId, context.people) : null,
    lastSeq: conversation.lastSeq,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
  };
}
