import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { outbox } from '../../db/schema/index';

/** A row a worker has claimed: it owns it until the lease ends, fenced by `attempts`. */
export type ClaimedRow = { id: string; topic: string; payload: Record<string, unknown>; attempts: number };

// Every time is the database's now(), never the node's clock: nodes may disagree.
const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * Claims up to `limit` due rows in one autocommitted statement: SKIP LOCKED keeps concurrent
 * claimers (other workers, other nodes) off each other's rows, and pushing next_attempt_at
 * out by the lease hides them until then, so a row whose claimer crashed comes back.
 * No transaction stays open while handlers run (PGlite has a single connection).
 */
export async function claimDue(db: DbOrTx, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    // Ordered and filtered like the partial index outbox_pending_idx, so the scan is cheap.
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: inMs(leaseMs) })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, topic: outbox.topic, payload: outbox.payload, attempts: outbox.attempts });
}

/**
 * Marks delivered rows sent, in one statement. The payload is emptied: it may hold personal data or a
 * temporary password that nothing needs once delivered (id, topic and times stay for audit).
 */
export async function markSent(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sentMarking(db).execute({ ids: [...ids] });
}

/** markSent's statement, prepared: every delivered batch (each message sent in a chat) makes it. */
const sentMarking = preparedPerHandle((db) =>
  db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, payload: {} })
    .where(and(sql`${outbox.id} = any(${sql.placeholder('ids')})`, eq(outbox.status, 'pending')))
    .prepare('outbox_mark_sent'),
);

/** Our claim still holds only if nobody re-claimed the row after our lease ran out. */
const stillOurs = (row: ClaimedRow) => and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.attempts, row.attempts));

/** Records a failed attempt and makes the row due again after `delayMs`. */
export async function reschedule(db: DbOrTx, row: ClaimedRow, error: string, delayMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ lastError: error, nextAttemptAt: inMs(delayMs) })
    .where(stillOurs(row));
}

/** Gives a row up for good; it stays in the table with its last error for an operator. */
export async function markFailed(db: DbOrTx, row: ClaimedRow, error: string): Promise<void> {
  await db.update(outbox).set({ status: 'failed', lastError: error }).where(stillOurs(row));
}
