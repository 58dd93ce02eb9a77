import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';

/** A side effect to deliver after commit (mail, a socket event, …): which handler and what it needs. */
export type OutboxMessage = { topic: string; payload: Record<string, unknown> };

/**
 * Every topic some outbox in this process has a handler for (`register`). In production one app
 * runs per process, so this is exactly the app's topics; enqueueing any other is a programming
 * error (a typo, a module that forgot to register) and fails the caller, and with it its tests,
 * instead of leaving rows nobody will ever deliver.
 */
const handledTopics = new Set<string>();

/** Records that a handler exists for `topic` (the worker's `register` calls it). */
export function markTopicHandled(topic: string): void {
  handledTopics.add(topic);
}

/**
 * How long rows queued for this process's own delivery (`queueOwnDelivery`) stay hidden from the
 * other workers: the process emits them within milliseconds of its commit; if it crashed in
 * between, any worker delivers them once this has passed.
 */
export const OWN_DELIVERY_LEASE_MS = 30_000;

/** An outbox row about to be inserted, with the id it will have. */
export type QueuedMessage = OutboxMessage & { id: string };

function checkTopics(messages: readonly OutboxMessage[]) {
  for (const { topic } of messages) {
    if (!handledTopics.has(topic)) {
      throw new Error(`Unknown outbox topic "${topic}": its module must register a handler with deps.outbox.register(topic, handler)`);
    }
  }
}

/**
 * Records a side effect in the caller's transaction, so it is committed (or rolled back)
 * together with the change that caused it. Call the worker's `kick()` after the commit. Throws
 * when no handler was registered for the topic.
 */
export async function enqueue(tx: DbOrTx, topic: string, payload: Record<string, unknown>): Promise<string> {
  const [id] = await enqueueMany(tx, [{ topic, payload }]);
  return id!;
}

/** `enqueue` for several side effects at once, in one statement; gives the new rows' ids. */
export async function enqueueMany(tx: DbOrTx, messages: readonly OutboxMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  checkTopics(messages);
  const rows = await tx
    .insert(outbox)
    .values(messages.map(({ topic, payload }) => ({ topic, payload })))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Side effects a person is waiting for (a chat message's socket events), queued for this process
 * to deliver itself right after the commit with the worker's `deliverNow(rows)`, from memory: the
 * rows are claimed by it as they are inserted (attempt 1, hidden from the other workers for
 * OWN_DELIVERY_LEASE_MS), so no round trip claims them after the commit. A crash in between leaves
 * them to any worker after the lease: still at least once.
 *
 * Gives the rows and the insert, not yet run: the caller runs it in its transaction, by itself or
 * folded into a larger statement (a data-modifying WITH).
 */
export function queueOwnDelivery(tx: DbOrTx, messages: readonly OutboxMessage[]) {
  checkTopics(messages);
  const rows: QueuedMessage[] = messages.map((message) => ({ ...message, id: randomUUID() }));
  const insert = tx.insert(outbox).values(
    rows.map(({ id, topic, payload }) => ({
      id,
      topic,
      payload,
      attempts: 1,
      nextAttemptAt: sql`now() + make_interval(secs => ${OWN_DELIVERY_LEASE_MS / 1000})`,
    })),
  );
  return { rows, insert };
}
