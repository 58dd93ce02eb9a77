import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';

export type Job = {
  /** Unique; also the advisory lock's key, so one node at a time runs it. */
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
  /** Adds a module's job (modules add theirs while the app is being built). */
  add(job: Job): void;
  /** Runs a job now (if no other node is running it); resolves whether it ran. */
  runNow(name: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
};

/**
 * Periodic sweeps (expiry, clean-ups). Each run holds a transaction-scoped PostgreSQL advisory
 * lock named after the job, so any number of nodes can schedule it and only one runs it.
 */
export function createJobScheduler(db: Db, log: FastifyBaseLogger): JobScheduler {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  const running = new Set<Promise<unknown>>();

  async function runJob(job: Job): Promise<boolean> {
    let afterCommit: AfterCommit | undefined;
    const ran = await db.transaction(async (tx) => {
      const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${`job:${job.name}`})) as locked`);
      const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (!rows[0]?.locked) return false;
      afterCommit = (await job.run(tx)) ?? undefined;
      return true;
    });
    await afterCommit?.();
    return ran;
  }

  function track(job: Job) {
    const run = runJob(job)
      .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  }

  function schedule(job: Job) {
    const timer = setInterval(() => track(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      return runJob(job);
    },
    add(job) {
      if (jobs.some((existing) => existing.name === job.name)) throw new Error(`job ${job.name} added twice`);
      jobs.push(job);
      if (started) schedule(job);
    },
    start() {
      started = true;
      for (const job of jobs) schedule(job);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running);
    },
  };
}
