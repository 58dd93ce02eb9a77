import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/** How often the embedded database's tables are looked at. */
const CHECK_EVERY_MS = 60_000;

type TableActivity = { table: string; live: number; dead: number; changedSinceAnalyze: number };

/**
 * What each table needs, by PostgreSQL's default autovacuum thresholds: a vacuum (and analyze)
 * once its dead rows pass 50 + 20% of its rows; an analyze alone once the rows changed since the
 * last one pass 50 + 10%.
 */
export function maintenanceOf(activity: TableActivity): 'vacuum' | 'analyze' | null {
  if (activity.dead > 50 + 0.2 * activity.live) return 'vacuum';
  if (activity.changedSinceAnalyze > 50 + 0.1 * activity.live) return 'analyze';
  return null;
}

export type EmbeddedAutovacuum = {
  /** Vacuums and analyzes what needs it now; resolves with what it did, per table. */
  runOnce(): Promise<{ table: string; done: 'vacuum' | 'analyze' }[]>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * Autovacuum for the embedded PGlite, which has none: without it the map cells, updated in
 * place by every listing write, and every other updated table keep their dead row versions
 * and stale statistics for as long as the process runs. Every minute, each table past the
 * thresholds above is vacuumed or analyzed, one at a time (PGlite serves one query at a time,
 * so requests wait meanwhile: a table of 100,000 rows takes about a second). VACUUM cannot run
 * in a transaction, so this runs outside the job scheduler.
 */
export function createEmbeddedAutovacuum(db: Db, log: FastifyBaseLogger): EmbeddedAutovacuum {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function runOnce() {
    // A backend reports its activity when idle between client messages, which PGlite never is:
    // have it report now.
    await db.execute(sql`select pg_stat_force_next_flush()`);
    const result = await db.execute(sql`
      select relname as "table", n_live_tup::float8 as live, n_dead_tup::float8 as dead, n_mod_since_analyze::float8 as "changedSinceAnalyze"
      from pg_stat_user_tables where schemaname = 'public' order by relname`);
    const done: { table: string; done: 'vacuum' | 'analyze' }[] = [];
    for (const activity of (result as unknown as { rows: TableActivity[] }).rows) {
      const needed = maintenanceOf(activity);
      if (!needed) continue;
      const table = sql.identifier(activity.table);
      await db.execute(needed === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
      done.push({ table: activity.table, done: needed });
    }
    return done;
  }

  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        // A run still going (a big table) is let finish.
        running ??= runOnce()
          .then((done) => done.length > 0 && log.debug({ done }, 'embedded autovacuum'))
          .catch((err: unknown) => log.error({ err }, 'embedded autovacuum failed'))
          .finally(() => (running = null));
      }, CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
