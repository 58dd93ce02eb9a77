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
 * Records a side effect in the caller's transaction, so it is committed (or rolled back)
 * together with the change that caused it. Call the worker's `kick()` after the commit.
 * Throws when no handler was registered for the topic.
 */
export async function enqueue(tx: DbOrTx, topic: string, payload: Record<string, unknown>): Promise<void> {
  if (!handledTopics.has(topic)) {
    throw new Error(`Unknown outbox topic "${topic}": its module must register a handler with deps.outbox.register(topic, handler)`);
  }
  await tx.insert(outbox).values({ topic, payload });
}
