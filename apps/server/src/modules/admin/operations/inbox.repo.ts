import { INBOX_PAGE_SIZE, type TAdminInboxEntry, type TAdminSubscriber } from '@app/shared/admin/inbox.schema';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { feedbackEntries, newsletterSubscriptions } from '../../../db/schema/index';

type EntryRow = typeof feedbackEntries.$inferSelect;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (at: Date | null) => at?.toISOString() ?? null;

function entryView(row: EntryRow): TAdminInboxEntry {
  return {
    _id: row.id,
    kind: row.kind as TAdminInboxEntry['kind'],
    name: row.name,
    email: row.email,
    topic: row.topic,
    rating: row.rating,
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    handledAt: iso(row.handledAt),
    handledBy: row.handledBy,
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
  };
}

export type InboxFilter = {
  kind?: TAdminInboxEntry['kind'] | undefined;
  q?: string | undefined;
  state?: 'open' | 'handled' | undefined;
  page: number;
};

/**
 * Feedback and contact messages, newest first: the feedback module's rows, read (and marked) by
 * the console as the overview reads other modules' tables (decision 066, 080).
 */
export async function findInboxEntries(db: DbOrTx, filter: InboxFilter) {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(feedbackEntries.kind, filter.kind));
  if (filter.state) conditions.push(filter.state === 'open' ? isNull(feedbackEntries.handledAt) : isNotNull(feedbackEntries.handledAt));
  if (filter.q) {
    const words = like(filter.q);
    conditions.push(or(ilike(feedbackEntries.message, words), ilike(feedbackEntries.email, words), ilike(feedbackEntries.name, words))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbackEntries)
      .where(where)
      .orderBy(desc(feedbackEntries.createdAt), desc(feedbackEntries.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(feedbackEntries).where(where),
  ]);
  return { entries: rows.map(entryView), page: filter.page, pageSize: INBOX_PAGE_SIZE, total: total?.n ?? 0 };
}

/** One message, locked for the change under way. */
export async function lockInboxEntry(tx: DbOrTx, id: string): Promise<TAdminInboxEntry | undefined> {
  const [row] = await tx.select().from(feedbackEntries).where(eq(feedbackEntries.id, id)).for('update');
  return row && entryView(row);
}

/** One message as it is now. */
export async function findInboxEntry(db: DbOrTx, id: string): Promise<TAdminInboxEntry | undefined> {
  const [row] = await db.select().from(feedbackEntries).where(eq(feedbackEntries.id, id));
  return row && entryView(row);
}

/** Marks a message handled by `by`, with the reply mailed, if any; a handled one keeps its first time. */
export async function markInboxEntry(tx: DbOrTx, id: string, by: string, reply?: string): Promise<void> {
  await tx
    .update(feedbackEntries)
    .set({
      handledAt: sql`coalesce(${feedbackEntries.handledAt}, now())`,
      handledBy: sql`coalesce(${feedbackEntries.handledBy}, ${by})`,
      ...(reply !== undefined ? { reply, repliedAt: sql`now()` } : {}),
    })
    .where(eq(feedbackEntries.id, id));
}

const subscriberView = (row: typeof newsletterSubscriptions.$inferSelect): TAdminSubscriber => ({
  _id: row.id,
  email: row.email,
  locale: row.locale,
  confirmedAt: iso(row.confirmedAt),
  createdAt: row.createdAt.toISOString(),
});

/** Newsletter addresses by part of the address, newest first, one page. */
export async function findSubscribers(db: DbOrTx, filter: { q?: string | undefined; page: number }) {
  const where = filter.q ? ilike(newsletterSubscriptions.email, like(filter.q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { subscribers: rows.map(subscriberView), page: filter.page, pageSize: INBOX_PAGE_SIZE, total: total?.n ?? 0 };
}

/** Every confirmed address, oldest first (the export). */
export async function confirmedSubscribers(db: DbOrTx): Promise<TAdminSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(isNotNull(newsletterSubscriptions.confirmedAt))
    .orderBy(newsletterSubscriptions.confirmedAt, newsletterSubscriptions.id);
  return rows.map(subscriberView);
}

/** One subscription by id. */
export async function findSubscriber(db: DbOrTx, id: string): Promise<TAdminSubscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return row && subscriberView(row);
}
