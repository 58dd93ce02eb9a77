import { ruleFor, REMOVED, type MachineState, type TransitionRule } from '@app/shared/domain/state-machine';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { StateEventsTable } from '../../db/schema/state-events';
import { AppError } from '../http/app-error';
import { enqueue, type OutboxMessage } from '../outbox/outbox';

/** A table whose rows move through a machine: an `id`, a `status` and the flags its rules name. */
export type StatefulTable = PgTable & { id: PgColumn; status: PgColumn };

/** A capability's machine: its rows' table, its events table and its transition rules. */
export type Machine<S extends string, A extends string, R extends string, F extends object> = {
  table: StatefulTable;
  events: StateEventsTable;
  rules: readonly TransitionRule<S, A, R, F>[];
};

/** Who acts: an account (id) or the server (id null), and how they stand to the entity. */
export type TransitionActor<R extends string> = { id: string | null; relation: R };

export type TransitionRequest<S extends string, A extends string, R extends string, F extends object> = {
  id: string;
  /** The state the actor acted on; if the row has moved on since, the transition fails with 409. */
  from: MachineState<S, F>;
  action: A;
  actor: TransitionActor<R>;
  /** Where it leads when the rule allows more than one outcome (default: the rule's first). */
  to?: S;
  reason?: string | null;
  data?: Record<string, unknown>;
  /** Other columns to change with the status (plan dates…). */
  set?: Record<string, unknown>;
  effects?: readonly OutboxMessage[];
};

/**
 * Applies one transition inside the caller's transaction: checks the rule (409 when the action
 * is not available in this state, 400 without a required reason), changes the row only if it is
 * still in the state the actor saw (`UPDATE … WHERE id = $1 AND status = $from RETURNING`, or
 * DELETE for a removal), appends the event and queues the side effects. Of two concurrent
 * transitions of one row exactly one matches; the other gets 409 STATE_CHANGED.
 * Returns the changed row, or undefined when it was removed.
 */
export async function transition<S extends string, A extends string, R extends string, F extends object, T extends StatefulTable>(
  tx: Tx,
  machine: Machine<S, A, R, F> & { table: T },
  request: TransitionRequest<S, A, R, F>,
): Promise<T['$inferSelect'] | undefined> {
  const { from, action, actor } = request;
  const rule = ruleFor(machine.rules, actor.relation, action, from);
  if (!rule) throw new AppError('ACTION_NOT_AVAILABLE');
  const to = request.to ?? rule.to[0];
  if (to === undefined || !rule.to.includes(to)) throw new Error(`${action} from ${from.status} cannot lead to ${String(to)}`);
  const reason = request.reason?.trim() || null;
  if (rule.reason && !reason) throw new AppError('REASON_REQUIRED');

  const table = machine.table;
  const columns = table as unknown as Record<string, PgColumn>;
  const unchanged: SQL[] = [eq(table.id, request.id), eq(table.status, from.status)];
  for (const [flag, value] of Object.entries(rule.when ?? {})) {
    const column = columns[flag];
    if (!column) throw new Error(`${flag} is not a column of the machine's table`);
    unchanged.push(eq(column, value));
  }
  const where = and(...unchanged);
  const changed =
    to === REMOVED
      ? tx.delete(table).where(where).returning()
      : tx
          .update(table)
          .set({ ...request.set, ...rule.set, status: to } as PgUpdateSetSource<T>)
          .where(where)
          .returning();
  const rows = (await changed) as unknown as T['$inferSelect'][];
  if (rows.length === 0) throw new AppError('STATE_CHANGED');

  await tx.insert(machine.events).values({
    entityId: request.id,
    actorId: actor.id,
    actorRelation: actor.relation,
    action,
    fromStatus: from.status,
    toStatus: to,
    reason,
    data: request.data ?? null,
  });
  for (const effect of request.effects ?? []) await enqueue(tx, effect.topic, effect.payload);
  return to === REMOVED ? undefined : rows[0];
}
