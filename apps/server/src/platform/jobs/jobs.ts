import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { jobFailures, jobRuns } from '../../db/schema/index';

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
  /**
   * An admin's retry (decision 080): runs the job now only if its last run failed, checked under
   * the job's lock, so two retries (or a retry and the job's own tick) run it once. A failure
   * rejects, as runNow does, after it is recorded.
   */
  retryFailed(name: string): Promise<'ran' | 'not-failing' | 'busy'>;
  /** The jobs added, by name, with their interval. */
  list(): { name: string; everyMs: number }[];
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
 * tries again; its error is kept in `job_failures` until a run goes through (decision 080).
 */
export function createJobScheduler(db: Db, log: FastifyBaseLogger): JobScheduler {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  const running = new Set<Promise<unknown>>();

  type Outcome = 'ran' | 'not-due' | 'busy' | 'not-failing';

  /** Keeps a failed run's error for the admin console, after its transaction rolled back. */
  async function recordFailure(job: Job, err: unknown) {
    const error = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 2000);
    try {
      await db
        .insert(jobFailures)
        .values({ name: job.name, lastError: error })
        .onConflictDoUpdate({
          target: jobFailures.name,
          set: { failures: sql`${jobFailures.failures} + 1`, lastFailedAt: sql`now()`, lastError: error },
        });
    } catch (recordErr) {
      log.error({ err: recordErr, job: job.name }, 'could not record a job failure');
    }
  }

  async function runJob(job: Job, mode: 'due' | 'now' | 'if-failing'): Promise<Outcome> {
    try {
      return await runLocked(job, mode);
    } catch (err) {
      await recordFailure(job, err);
      throw err;
    }
  }

  async function runLocked(job: Job, mode: 'due' | 'now' | 'if-failing'): Promise<Outcome> {
    const onlyIfDue = mode === 'due';
    let afterCommit: AfterCommit | undefined;
    const ran = await db.transaction(async (tx): Promise<Outcome> => {
      const locked = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
      if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return 'busy';
      if (mode === 'if-failing') {
        const [failing] = await tx.select({ name: jobFailures.name }).from(jobFailures).where(eq(jobFailures.name, job.name));
        if (!failing) return 'not-failing';
      }
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
      if (claimed.length === 0) return 'not-due';
      // A run that goes through clears the failure in its own transaction (a failed one rolls this back).
      await tx.delete(jobFailures).where(eq(jobFailures.name, job.name));
      afterCommit = (await job.run(tx)) ?? undefined;
      return 'ran';
    });
    await afterCommit?.();
    return ran;
  }

  function track(job: Job) {
    const run = runJob(job, 'due')
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
    runDue: async (name) => (await runJob(named(name), 'due')) === 'ran',
    runNow: async (name) => (await runJob(named(name), 'now')) === 'ran',
    retryFailed: async (name) => {
      const outcome = await runJob(named(name), 'if-failing');
      return outcome === 'not-due' ? 'not-failing' : outcome;
    },
    list: () => [...jobs.values()].map((job) => ({ name: job.name, everyMs: job.everyMs })),
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
