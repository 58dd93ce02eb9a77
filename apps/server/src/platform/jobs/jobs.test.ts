import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createJobScheduler } from './jobs';

const { app, db } = await createTestApp();

describe('job scheduler', () => {
  it('runs a job by name inside a transaction', async () => {
    let runs = 0;
    const scheduler = createJobScheduler(db, app.log);
    scheduler.add({ name: 'count', everyMs: 60_000, run: async () => void runs++ });
    expect(await scheduler.runNow('count')).toBe(true);
    expect(runs).toBe(1);
  });

  it.runIf(app.deps.database.kind === 'postgres')('skips a run while another node holds the job', async () => {
    let entered: () => void = () => undefined;
    let release: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const nodeA = createJobScheduler(db, app.log);
    nodeA.add({ name: 'exclusive', everyMs: 60_000, run: async () => (entered(), held) });
    const nodeB = createJobScheduler(db, app.log);
    nodeB.add({ name: 'exclusive', everyMs: 60_000, run: async () => undefined });
    const first = nodeA.runNow('exclusive');
    await inside;
    expect(await nodeB.runNow('exclusive')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await nodeB.runNow('exclusive')).toBe(true);
  });
});
