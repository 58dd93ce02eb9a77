import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';

/** A side effect to deliver after commit (mail, …): which handler and what it needs. */
export type OutboxMessage = { topic: string; payload: Record<string, unknown> };

/**
 * Records a side effect in the caller's transaction, so it is committed (or rolled back)
 * together with the change that caused it. Call the worker's `kick()` after the commit.
 */
export async function enqueue(tx: DbOrTx, topic: string, payload: Record<string, unknown>): Promise<void> {
  await tx.insert(outbox).values({ topic, payload });
}
