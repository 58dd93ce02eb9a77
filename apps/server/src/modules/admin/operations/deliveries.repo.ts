import { OPERATIONS_PAGE_SIZE, type TAdminOutboxMessage, type TOutboxStatus } from '@app/shared/admin/operations.schema';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { jobFailures, jobRuns, outbox } from '../../../db/schema/index';

type OutboxRow = typeof outbox.$inferSelect;

/** An outbox row for the console: a mail names its template and recipient; other payloads stay hidden. */
function messageView(row: OutboxRow): TAdminOutboxMessage {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const mail = row.topic === 'mail';
  return {
    _id: row.id,
    topic: row.topic,
    status: row.status as TOutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    mailTemplate: mail ? text(row.payload.template) : null,
    mailTo: mail ? text(row.payload.to) : null,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The outbox, newest first, by status and topic, one page; and its topics. Reads the platform's
 * table as the overview does (decision 066): a report across modules, owned by the console.
 */
export async function findOutboxMessages(
  db: DbOrTx,
  filter: { status?: TOutboxStatus | undefined; topic?: string | undefined; page: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  if (filter.topic) conditions.push(eq(outbox.topic, filter.topic));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], topics] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OPERATIONS_PAGE_SIZE)
      .offset((filter.page - 1) * OPERATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(outbox).where(where),
    db.selectDistinct({ topic: outbox.topic }).from(outbox).orderBy(asc(outbox.topic)),
  ]);
  return {
    messages: rows.map(messageView),
    topics: topics.map((row) => row.topic),
    page: filter.page,
    pageSize: OPERATIONS_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}

/** One outbox row for the console, if it exists. */
export async function findOutboxMessage(db: DbOrTx, id: string): Promise<TAdminOutboxMessage | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row && messageView(row);
}

/**
 * Puts a failed row back in the queue, due now with a fresh round of attempts; only a failed
 * row, so a second retry finds nothing to do. Its last error stays until a delivery goes through.
 */
export async function requeueFailed(tx: DbOrTx, id: string): Promise<{ attempts: number; lastError: string | null } | undefined> {
  const [row] = await tx
    .select({ attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .for('update');
  if (!row) return undefined;
  await tx
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')));
  return row;
}

/** When each job last ran through, and its failures since, by name. */
export async function findJobStates(db: DbOrTx) {
  const [runs, failures] = await Promise.all([db.select().from(jobRuns), db.select().from(jobFailures)]);
  return {
    lastRunAt: new Map(runs.map((row) => [row.name, row.lastRunAt])),
    failures: new Map(failures.map((row) => [row.name, row])),
  };
}
