import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { jobRuns } from '../../db/schema/index';

export type Job = {
  /** Unique; also the advisory lock's key and the job's row in `job_runs`. */
  name: string;
  everyMs: number;
  /**
   * The sweep, under the lock. Work that must not hold a transaction open (asking an outside
   * service) is returned as a function, run after the commit.
   */
  run(tx: Tx): Promise<void | AfterCommit>;
};

export type AfterCommit = () => Promise<void>;

export type JobScheduler = {
  /** The one way to add a job: modules add theirs while the app is being built. */
  add(job: Job): void;
  /**
   * What the timer does on each tick: runs the job if no node is running it and none has run it
   * this interval. Resolves whether it ran.
   */
  runDue(name: string): Promise<boolean>;
  /** Runs a job now even if it ran this interval (if no other node is running it); resolves whether it ran. */
  runNow(name: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * A tick finds the job due when its last run (on any node) is at least this share of its
 * interval ago: timers drift by a little, and a tick that comes a few ms early must still run.
 */
const DUE_SHARE = 0.9;

/**
 * Periodic sweeps (expiry, clean-ups), safe to schedule on any number of nodes. Each run holds
 * a transaction-scoped PostgreSQL advisory lock named after the job, so a node whose tick comes
 * while another runs the job skips it; and it records the run in `job_runs` in that same
 * transaction, so a node whose tick comes just after another's run skips it too. Between them
 * the nodes run a job once per interval. A failed run rolls back its record and the next tick
 * tries again.
 */
export function createJobScheduler(db: Db, log: FastifyBaseLogger): JobScheduler {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  const running = new Set<Promise<unknown>>();

  async function runJob(job: Job, onlyIfDue: boolean): Promise<boolean> {
    let afterCommit: AfterCommit | undefined;
    const ran = await db.transaction(async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
      if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return false;
      const dueBefore = sql`now() - make_interval(secs => ${(job.everyMs * DUE_SHARE) / 1000})`;
      const claimed = await tx
        .insert(jobRuns)
        .values({ name: job.name, lastRunAt: sql`now()` })
        .onConflictDoUpdate({
          target: jobRuns.name,
          set: { lastRunAt: sql`now()` },
          ...(onlyIfDue ? { setWhere: sql`${jobRuns.lastRunAt} <= ${dueBefore}` } : {}),
        })
        .returning({ name: jobRuns.name });
      if (claimed.length === 0) return false;
      afterCommit = (await job.run(tx)) ?? undefined;
      return true;
    });
    await afterCommit?.();
    return ran;
  }

  function track(job: Job) {
    const run = runJob(job, true)
      .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  }

  function schedule(job: Job) {
    const timer = setInterval(() => track(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  function named(name: string): Job {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job;
  }

  return {
    runDue: (name) => runJob(named(name), true),
    runNow: (name) => runJob(named(name), false),
    add(job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} added twice`);
      jobs.set(job.name, job);
      if (started) schedule(job);
    },
    start() {
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running);
    },
  };
}
