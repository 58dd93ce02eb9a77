import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database } from '../src/db/client';

type Recording = { statements: string[] };
type QueryFn = (...args: unknown[]) => unknown;

/**
 * Counts the statements (database round trips) that the code run by `during` sends, on either
 * engine: every query of PostgreSQL's pooled clients, or PGlite's query, exec and a transaction's
 * BEGIN and COMMIT/ROLLBACK. Only calls made in `during`'s async context are counted, so jobs and
 * other requests running meanwhile are not.
 */
export function statementCounter(database: Database) {
  const context = new AsyncLocalStorage<Recording>();
  const note = (text: unknown) => {
    const recording = context.getStore();
    if (!recording) return;
    const sql = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? String(text));
    recording.statements.push(sql.replace(/\s+/g, ' ').trim());
  };
  const wrap = (target: Record<string, unknown>, name: string) => {
    const original = target[name] as QueryFn;
    target[name] = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return original.apply(this, args);
    };
  };
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  if (database.kind === 'postgres') {
    // Pool.query and transactions both end in a client's query; outside `during` nothing is noted.
    wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query');
  } else {
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = (client.transaction as QueryFn).bind(client);
    client.transaction = (callback: (tx: Record<string, unknown>) => unknown) => {
      note('BEGIN');
      return transaction(async (tx: Record<string, unknown>) => {
        wrap(tx, 'query');
        wrap(tx, 'exec');
        try {
          return await callback(tx);
        } finally {
          note('COMMIT or ROLLBACK');
        }
      });
    };
  }
  return {
    /** Runs `fn` and returns what it returned with the statements it sent. */
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const recording: Recording = { statements: [] };
      const result = await context.run(recording, fn);
      return { result, statements: recording.statements };
    },
  };
}
