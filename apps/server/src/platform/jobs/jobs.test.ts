import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { withDatabase } from '../../../test/global-setup';
import { openDatabase, type Database } from '../../db/client';
import { jobRuns } from '../../db/schema/index';
import { createJobScheduler } from './jobs';

const database = await createTestDatabase();
afterAll(() => database.close());

/**
 * A second handle on the same database, as another node has: on PostgreSQL a pool of its own;
 * PGlite is one embedded engine, which both apps share.
 */
async function sameDatabaseAgain(first: Database): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (first.kind === 'pglite' || !url) return first;
  const result = await first.db.execute<{ name: string }>(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const second = await openDatabase({ databaseUrl: withDatabase(url, row?.name ?? ''), dataDir: ':memory:' });
  afterAll(() => second.close());
  return second;
}

const nodeA = await createTestApp({}, { database });
const nodeB = await createTestApp({}, { database: await sameDatabaseAgain(database) });
const { db } = nodeA;

describe('job scheduler', () => {
  it('runs a job by name inside a transaction', async () => {
    let runs = 0;
    const scheduler = createJobScheduler(db, nodeA.app.log);
    scheduler.add({ name: 'count', everyMs: 60_000, run: async () => void runs++ });
    expect(await scheduler.runNow('count')).toBe(true);
    expect(runs).toBe(1);
    expect(() => scheduler.add({ name: 'count', everyMs: 1000, run: async () => undefined })).toThrow('added twice');
  });

  it('runs a job once per tick across two app instances on the same database, whether their ticks overlap or follow each other', async () => {
    const runs: string[] = [];
    const job = (node: string) => ({ name: 'once-per-tick', everyMs: 60_000, run: async () => void runs.push(node) });
    nodeA.app.deps.jobs.add(job('A'));
    nodeB.app.deps.jobs.add(job('B'));
    const tick = () => Promise.all([nodeA.app.deps.jobs.runDue('once-per-tick'), nodeB.app.deps.jobs.runDue('once-per-tick')]);

    // Both nodes' timers fire together: one runs the job, the other skips it.
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    // A node whose timer fires a moment after the other's run finished skips it too.
    expect(await nodeA.app.deps.jobs.runDue('once-per-tick')).toBe(false);
    expect(await nodeB.app.deps.jobs.runDue('once-per-tick')).toBe(false);
    expect(runs).toHaveLength(1);

    // An interval later it is due again: once.
    await db
      .update(jobRuns)
      .set({ lastRunAt: sql`now() - interval '60 seconds'` })
      .where(eq(jobRuns.name, 'once-per-tick'));
    expect(await nodeB.app.deps.jobs.runDue('once-per-tick')).toBe(true);
    expect(await nodeA.app.deps.jobs.runDue('once-per-tick')).toBe(false);
    expect(runs).toHaveLength(2);
  });

  it('runs a failed job again on the next tick: the failed run is not recorded', async () => {
    let calls = 0;
    const scheduler = createJobScheduler(db, nodeA.app.log);
    scheduler.add({
      name: 'fails-once',
      everyMs: 60_000,
      run: async () => {
        if (++calls === 1) throw new Error('feed unavailable');
      },
    });
    await expect(scheduler.runDue('fails-once')).rejects.toThrow('feed unavailable');
    expect(await scheduler.runDue('fails-once')).toBe(true);
    expect(await scheduler.runDue('fails-once')).toBe(false);
    expect(calls).toBe(2);
  });

  it.runIf(database.kind === 'postgres')('skips a run while another node holds the job', async () => {
    let entered: () => void = () => undefined;
    let release: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const nodeAJobs = createJobScheduler(nodeA.db, nodeA.app.log);
    nodeAJobs.add({ name: 'exclusive', everyMs: 60_000, run: async () => (entered(), held) });
    const nodeBJobs = createJobScheduler(nodeB.db, nodeB.app.log);
    nodeBJobs.add({ name: 'exclusive', everyMs: 60_000, run: async () => undefined });
    const first = nodeAJobs.runNow('exclusive');
    await inside;
    expect(await nodeBJobs.runNow('exclusive')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await nodeBJobs.runNow('exclusive')).toBe(true);
  });
});
