import type { TConversationSubjectKind, TConversationTab, TMessageAttachment } from '@app/shared/messaging/messaging.schema';
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { mailLocaleOf } from '../accounts/index';
import {
  accounts,
  conversationAttachments,
  conversationEvents,
  conversationMessages,
  conversationParticipants,
  conversations,
  listings,
} from '../../db/schema/index';

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;
/** A participant with what the others see of them. */
export type PeopleRow = ParticipantRow & { firstName: string; lastName: string; locale: string; email: string };
/** The viewer's side of a conversation, with the conversation. */
export type MembershipRow = { conversation: ConversationRow; me: ParticipantRow };

/** "a:b" of two account ids, sorted: the pair's key, whoever starts. */
export const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

/** The pair's conversation about a subject, if it exists. */
export async function findConversationBySubject(db: DbOrTx, pairKey: string, kind: TConversationSubjectKind, subjectId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.pairKey, pairKey), eq(conversations.subjectKind, kind), eq(conversations.subjectId, subjectId)));
  return row;
}

/** Inserts a conversation unless the pair already has one about the subject (then undefined: read it again). */
export async function insertConversation(
  tx: DbOrTx,
  values: { subjectKind: TConversationSubjectKind; subjectId: string; pairKey: string; propertyId: string | null },
  participantIds: readonly string[],
): Promise<ConversationRow | undefined> {
  const [row] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await tx.insert(conversationParticipants).values(participantIds.map((accountId) => ({ conversationId: row.id, accountId })));
  return row;
}

/** The account's side of a conversation, or undefined when they are not in it (or it does not exist). */
export async function findMembership(db: DbOrTx, conversationId: string, accountId: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select({ conversation: conversations, me: conversationParticipants })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.accountId, accountId)));
  return row;
}

/**
 * Everyone in these conversations, with their names and the language they read: their preferred
 * language when we write it, else their interface language (as mail is written to them).
 */
export async function findPeople(db: DbOrTx, conversationIds: readonly string[]): Promise<PeopleRow[]> {
  if (conversationIds.length === 0) return [];
  const rows = await peopleOf(db).execute({ conversationIds: [...conversationIds] });
  return rows.map(({ preferredLanguage, ...row }) => ({ ...row, locale: mailLocaleOf({ preferredLanguage, locale: row.locale }) }));
}

/** findPeople's query: a send, a delivery and a translation each read it. */
const peopleOf = preparedPerHandle((db) =>
  db
    .select({
      conversationId: conversationParticipants.conversationId,
      accountId: conversationParticipants.accountId,
      starred: conversationParticipants.starred,
      archived: conversationParticipants.archived,
      muted: conversationParticipants.muted,
      blocked: conversationParticipants.blocked,
      readSeq: conversationParticipants.readSeq,
      deliveredSeq: conversationParticipants.deliveredSeq,
      digestedSeq: conversationParticipants.digestedSeq,
      digestedAt: conversationParticipants.digestedAt,
      joinedAt: conversationParticipants.joinedAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      locale: accounts.locale,
      preferredLanguage: accounts.preferredLanguage,
      email: accounts.email,
    })
    .from(conversationParticipants)
    .innerJoin(accounts, eq(accounts.id, conversationParticipants.accountId))
    .where(sql`${conversationParticipants.conversationId} = any(${sql.placeholder('conversationIds')})`)
    .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.accountId))
    .prepare('messaging_people_of'),
);

/** The newest message of each of these conversations. */
export function findLastMessages(db: DbOrTx, conversationIds: readonly string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ message: conversationMessages })
    .from(conversationMessages)
    .innerJoin(
      conversations,
      and(eq(conversations.id, conversationMessages.conversationId), eq(conversations.lastSeq, conversationMessages.seq)),
    )
    .where(inArray(conversationMessages.conversationId, [...conversationIds]))
    .then((rows) => rows.map((row) => row.message));
}

/** Joins a message to the account's own participant row in its conversation. */
const participantRowOf = (accountId: string) =>
  and(eq(conversationParticipants.conversationId, conversationMessages.conversationId), eq(conversationParticipants.accountId, accountId));

/** A message from someone else past the account's read mark (needs participantRowOf's join). */
const unreadBy = (accountId: string) =>
  and(gt(conversationMessages.seq, conversationParticipants.readSeq), ne(conversationMessages.authorId, accountId));

/** Messages from the others the account has not read, per conversation (only those with some). */
export async function countUnread(db: DbOrTx, accountId: string, conversationIds?: readonly string[]): Promise<Map<string, number>> {
  if (conversationIds && conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: conversationMessages.conversationId, unread: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversationParticipants, participantRowOf(accountId))
    .where(and(unreadBy(accountId), conversationIds ? inArray(conversationMessages.conversationId, [...conversationIds]) : undefined))
    .groupBy(conversationMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/** The navbar count: unread messages over the account's conversations it has not muted. */
export async function countUnreadTotal(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversationParticipants, participantRowOf(accountId))
    .where(and(unreadBy(accountId), eq(conversationParticipants.muted, false)));
  return row?.unread ?? 0;
}

const TAB_FILTERS: Record<TConversationTab, SQL | undefined> = {
  all: sql`${conversationParticipants.archived} = false`,
  unread: and(
    sql`${conversationParticipants.archived} = false`,
    sql`exists (select 1 from ${conversationMessages} m where m.conversation_id = ${conversations.id}
      and m.seq > ${conversationParticipants.readSeq} and m.author_id <> ${conversationParticipants.accountId})`,
  ),
  archived: sql`${conversationParticipants.archived} = true`,
  starred: sql`${conversationParticipants.starred} = true`,
  listings: and(sql`${conversationParticipants.archived} = false`, sql`${conversations.propertyId} is not null`),
};

/** `%text%` for ILIKE with the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Matches the other people's names, the listing's title or a message's text. */
function searchFilter(q: string): SQL {
  const pattern = containing(q);
  return or(
    sql`exists (select 1 from ${conversationParticipants} o join ${accounts} a on a.id = o.account_id
      where o.conversation_id = ${conversations.id} and o.account_id <> ${conversationParticipants.accountId}
      and (a.first_name || ' ' || a.last_name) ilike ${pattern})`,
    sql`exists (select 1 from ${listings} l where l.id = ${conversations.propertyId} and l.title ilike ${pattern})`,
    sql`exists (select 1 from ${conversationMessages} m where m.conversation_id = ${conversations.id} and m.body ilike ${pattern})`,
  )!;
}

/** A page cursor: the last row's activity time and id. */
export type ConversationCursor = { at: Date; id: string };

/** A tab of the account's conversations, newest activity first, `limit` after the cursor. */
export function findMemberships(
  db: DbOrTx,
  accountId: string,
  options: { tab: TConversationTab; q?: string; cursor?: ConversationCursor; limit: number },
): Promise<MembershipRow[]> {
  const { cursor } = options;
  return db
    .select({ conversation: conversations, me: conversationParticipants })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.accountId, accountId),
        TAB_FILTERS[options.tab],
        options.q ? searchFilter(options.q) : undefined,
        cursor
          ? or(lt(conversations.updatedAt, cursor.at), and(eq(conversations.updatedAt, cursor.at), lt(conversations.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(options.limit);
}

/**
 * Takes the conversation's next seq (locking its row until the transaction ends) and marks the
 * activity; gives the seq and the transaction's time (the new message's created_at).
 */
export async function takeNextSeq(tx: DbOrTx, conversationId: string): Promise<{ seq: number; at: Date }> {
  const [row] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, updatedAt: sql`now()` })
    .where(eq(conversations.id, conversationId))
    .returning({ seq: conversations.lastSeq, at: conversations.updatedAt });
  if (!row) throw new Error(`conversation ${conversationId} vanished`);
  return row;
}

/** A new message's columns (its translations and created_at are the defaults: none, the transaction's time). */
export type NewMessage = {
  id: string;
  conversationId: string;
  seq: number;
  authorId: string;
  body: string;
  language: string;
  attachments: TMessageAttachment[];
  clientId: string;
};

/**
 * Stores a message with its files and its event row, brings the conversation back to the
 * recipients' lists if they archived it, and runs `alongside` (the send's outbox rows), all in
 * one statement; true unless someone in the conversation blocked the others (then the caller
 * rolls back). Run it after takeNextSeq in the same transaction: a statement reads what was
 * committed when it starts, so this one sees a block committed while the send waited for the
 * conversation's lock (a block takes that lock too).
 */
export async function storeMessageUnlessBlocked(tx: DbOrTx, message: NewMessage, alongside: SQLWrapper): Promise<boolean> {
  const p = conversationParticipants;
  const writes: SQLWrapper[] = [
    tx.insert(conversationMessages).values(message),
    ...(message.attachments.length > 0
      ? [
          tx
            .insert(conversationAttachments)
            .values(
              message.attachments.map((file) => ({ mediaId: file._id, messageId: message.id, conversationId: message.conversationId })),
            ),
        ]
      : []),
    tx.insert(conversationEvents).values(
      conversationEventValues({
        conversationId: message.conversationId,
        actorId: message.authorId,
        action: 'message',
        data: { messageId: message.id, seq: message.seq },
      }),
    ),
    tx
      .update(p)
      .set({ archived: false })
      .where(and(eq(p.conversationId, message.conversationId), ne(p.accountId, message.authorId), eq(p.archived, true))),
    alongside,
  ];
  const result = await tx.execute<{ blocked: boolean }>(sql`with ${sql.join(
    writes.map((write, i) => sql`${sql.raw(`write${i}`)} as (${write.getSQL()})`),
    sql`, `,
  )}
    select exists (select 1 from ${p} where ${p.conversationId} = ${message.conversationId} and ${p.blocked}) as blocked`);
  return !(result as unknown as { rows: { blocked: boolean }[] }).rows[0]!.blocked;
}

/** The author's message sent with this client id (a retry), if any. */
export async function findMessageByClientId(db: DbOrTx, conversationId: string, authorId: string, clientId: string) {
  const [row] = await messageByClientId(db).execute({ conversationId, authorId, clientId });
  return row;
}

const messageByClientId = preparedPerHandle((db) =>
  db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, sql.placeholder('conversationId')),
        eq(conversationMessages.authorId, sql.placeholder('authorId')),
        eq(conversationMessages.clientId, sql.placeholder('clientId')),
      ),
    )
    .prepare('messaging_message_by_client_id'),
);

/** One message by id. */
export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(conversationMessages).where(eq(conversationMessages.id, id));
  return row;
}

/** A page of a conversation's messages, oldest first: before a seq, after one, or the newest. */
export async function findMessagesPage(
  db: DbOrTx,
  conversationId: string,
  options: { before?: number; after?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const newestFirst = options.after === undefined;
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        options.before !== undefined ? lt(conversationMessages.seq, options.before) : undefined,
        options.after !== undefined ? gt(conversationMessages.seq, options.after) : undefined,
      ),
    )
    .orderBy(newestFirst ? desc(conversationMessages.seq) : asc(conversationMessages.seq))
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  return { rows: newestFirst ? page.reverse() : page, hasMore };
}

/**
 * Updates one participant's row when `moved` (a condition on their current seqs) holds; true when
 * it did. The seqs only move the way each caller says (raised or lowered), never back and forth.
 */
async function moveSeqs(
  db: DbOrTx,
  conversationId: string,
  accountId: string,
  values: Partial<Record<'readSeq' | 'deliveredSeq', SQL | number>>,
  moved: SQL,
): Promise<boolean> {
  const rows = await db
    .update(conversationParticipants)
    .set(values)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.accountId, accountId), moved))
    .returning({ accountId: conversationParticipants.accountId });
  return rows.length > 0;
}

/** Raises how far the account has read (and so was delivered) in a conversation; never lowers it. */
export function raiseReadSeq(tx: DbOrTx, conversationId: string, accountId: string, seq: number): Promise<boolean> {
  const p = conversationParticipants;
  return moveSeqs(
    tx,
    conversationId,
    accountId,
    { readSeq: sql`greatest(${p.readSeq}, ${seq})`, deliveredSeq: sql`greatest(${p.deliveredSeq}, ${seq})` },
    lt(p.readSeq, seq),
  );
}

/** Raises how far messages reached an open app of the account's; true when it moved. */
export async function raiseDeliveredSeq(db: DbOrTx, conversationId: string, accountId: string, seq: number): Promise<boolean> {
  const rows = await deliveredSeqRaise(db).execute({ conversationId, accountId, seq });
  return rows.length > 0;
}

/** raiseDeliveredSeq's statement, prepared: every message reaching an open app makes it. */
const deliveredSeqRaise = preparedPerHandle((db) => {
  const p = conversationParticipants;
  return db
    .update(p)
    .set({ deliveredSeq: sql`${sql.placeholder('seq')}` })
    .where(
      and(
        eq(p.conversationId, sql.placeholder('conversationId')),
        eq(p.accountId, sql.placeholder('accountId')),
        lt(p.deliveredSeq, sql.placeholder('seq')),
      ),
    )
    .returning({ accountId: p.accountId })
    .prepare('messaging_raise_delivered_seq');
});

/** Sets the account's own star, archive, mute or block. */
export async function updateOwnFlags(
  tx: DbOrTx,
  conversationId: string,
  accountId: string,
  flags: Partial<Pick<ParticipantRow, 'starred' | 'archived' | 'muted' | 'blocked'>>,
): Promise<void> {
  if (Object.keys(flags).length === 0) return;
  await tx
    .update(conversationParticipants)
    .set(flags)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.accountId, accountId)));
}

/** Stores a translation of a message (merging with the ones already made). */
export async function addTranslation(db: DbOrTx, messageId: string, locale: string, text: string): Promise<void> {
  await db
    .update(conversationMessages)
    .set({ translations: sql`${conversationMessages.translations} || jsonb_build_object(${locale}::text, ${text}::text)` })
    .where(eq(conversationMessages.id, messageId));
}

/** The conversation a message's attachment belongs to, if the file is one. */
export async function findAttachmentConversation(db: DbOrTx, mediaId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ conversationId: conversationAttachments.conversationId })
    .from(conversationAttachments)
    .where(eq(conversationAttachments.mediaId, mediaId));
  return row?.conversationId;
}

/** A conversation event's row (who did what); a conversation has no status, so from and to read "open". */
function conversationEventValues(event: {
  conversationId: string;
  actorId: string | null;
  action: string;
  data?: Record<string, unknown>;
}) {
  return {
    entityId: event.conversationId,
    actorId: event.actorId,
    actorRelation: event.actorId ? 'participant' : 'system',
    action: event.action,
    fromStatus: 'open',
    toStatus: 'open',
    data: event.data ?? null,
  };
}

/** Appends a conversation event (who did what). */
export async function insertConversationEvent(
  tx: DbOrTx,
  event: { conversationId: string; actorId: string | null; action: string; data?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(conversationEvents).values(conversationEventValues(event));
}

/** Locks the conversation's row until the transaction ends (a block and a send never interleave). */
export async function lockConversation(tx: DbOrTx, conversationId: string): Promise<void> {
  await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId)).for('update');
}

/** Marks messages after `seq` unread again for the account (never raises how far they read). */
export function lowerReadSeq(tx: DbOrTx, conversationId: string, accountId: string, seq: number): Promise<boolean> {
  return moveSeqs(tx, conversationId, accountId, { readSeq: seq }, gt(conversationParticipants.readSeq, seq));
}

/** Raises how far the account was delivered in every conversation to its newest message; returns those that moved. */
export async function raiseDeliveredEverywhere(db: DbOrTx, accountId: string): Promise<{ conversationId: string; seq: number }[]> {
  const result = await db.execute<{ conversation_id: string; seq: number }>(sql`
    update ${conversationParticipants} p set delivered_seq = c.last_seq
    from ${conversations} c
    where c.id = p.conversation_id and p.account_id = ${accountId} and p.delivered_seq < c.last_seq
    returning p.conversation_id, c.last_seq as seq`);
  return (result as unknown as { rows: { conversation_id: string; seq: number }[] }).rows.map((row) => ({
    conversationId: row.conversation_id,
    seq: Number(row.seq),
  }));
}

/** Someone to mail a digest of one conversation: unread messages from the others past what the last digest told them. */
export type DigestCandidate = {
  conversationId: string;
  accountId: string;
  email: string;
  firstName: string;
  locale: string;
  fromSeq: number;
  lastSeq: number;
};

/**
 * Who is owed a digest: not muted, not blocking, with messages from the others newer than what
 * they read and what the last digest said, the oldest of them older than `graceMs` (someone
 * reloading a page is not mailed), and no digest of this conversation for `everyMs`.
 */
export async function findDigestCandidates(
  db: DbOrTx,
  options: { graceMs: number; everyMs: number; limit: number },
): Promise<DigestCandidate[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select p.conversation_id, p.account_id, a.email, a.first_name, a.locale, a.preferred_language,
      greatest(p.read_seq, p.digested_seq) as from_seq, c.last_seq
    from ${conversationParticipants} p
    join ${conversations} c on c.id = p.conversation_id
    join ${accounts} a on a.id = p.account_id
    where p.muted = false and p.blocked = false
      and c.last_seq > greatest(p.read_seq, p.digested_seq)
      and (p.digested_at is null or p.digested_at < now() - make_interval(secs => ${options.everyMs / 1000}))
      and exists (select 1 from ${conversationMessages} m where m.conversation_id = c.id
        and m.seq > greatest(p.read_seq, p.digested_seq) and m.author_id <> p.account_id
        and m.created_at < now() - make_interval(secs => ${options.graceMs / 1000}))
    order by c.updated_at
    limit ${options.limit}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    conversationId: String(row.conversation_id),
    accountId: String(row.account_id),
    email: String(row.email),
    firstName: String(row.first_name),
    locale: mailLocaleOf({ preferredLanguage: row.preferred_language as string | null, locale: String(row.locale) }),
    fromSeq: Number(row.from_seq),
    lastSeq: Number(row.last_seq),
  }));
}

/** The others' messages after `fromSeq`, oldest first, at most `limit` (the newest of them). */
export async function findMessagesFromOthers(db: DbOrTx, conversationId: string, accountId: string, fromSeq: number, limit: number) {
  const rows = await db
    .select({ message: conversationMessages, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(conversationMessages)
    .innerJoin(accounts, eq(accounts.id, conversationMessages.authorId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        gt(conversationMessages.seq, fromSeq),
        ne(conversationMessages.authorId, accountId),
      ),
    )
    .orderBy(desc(conversationMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** Records that a digest told the account about the conversation up to `seq`, now. */
export async function markDigested(tx: DbOrTx, conversationId: string, accountId: string, seq: number): Promise<void> {
  await tx
    .update(conversationParticipants)
    .set({ digestedSeq: seq, digestedAt: sql`now()` })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.accountId, accountId)));
}
