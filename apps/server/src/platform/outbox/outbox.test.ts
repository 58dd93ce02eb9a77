import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { outbox } from '../../db/schema/index';
import { enqueue, queueOwnDelivery } from './outbox';
import { claimDue } from './outbox.repo';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox-retry';
import { createOutboxWorker, type OutboxHandler } from './outbox-worker';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

// A real Fastify logger writing into `logs`, so the tests can read what the worker logged.
const logs: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
    done();
  },
});
const { log } = Fastify({ logger: { level: 'info', stream } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A handler that records what it delivered, optionally slowly (to overlap with other workers). */
function recorder(delayMs = 0) {
  const seen: unknown[] = [];
  const handler: OutboxHandler = async (payload) => {
    if (delayMs) await sleep(delayMs);
    seen.push(payload.n);
  };
  return { seen, handler };
}

function worker(handlers: Record<string, OutboxHandler>, extra: { leaseMs?: number } = {}) {
  return createOutboxWorker({ db, handlers, log, ...extra });
}

async function rowsOf(topic: string) {
  return db.select().from(outbox).where(eq(outbox.topic, topic));
}

/** Moves the topic's pending rows' next attempt to now, as if the backoff had passed. */
async function fastForward(topic: string) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outbox.topic, topic));
}

beforeEach(async () => {
  await db.delete(outbox);
});

describe('the transactional outbox', () => {
  it('never delivers a row enqueued in a transaction that rolled back', async () => {
    const { seen, handler } = recorder();
    const w = worker({ greet: handler });
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'greet', { n: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await w.drain()).toBe(0);
    expect(seen).toEqual([]);
    expect(await rowsOf('greet')).toEqual([]);
  });

  it('delivers each committed row exactly once when two workers drain concurrently', async () => {
    const { seen, handler } = recorder(5);
    const [one, two] = [worker({ greet: handler }), worker({ greet: handler })];
    await db.transaction(async (tx) => {
      for (let n = 0; n < 25; n++) await enqueue(tx, 'greet', { n });
    });
    const [a, b] = await Promise.all([one.drain(), two.drain()]);

    expect(a + b).toBe(25);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const rows = await rowsOf('greet');
    expect(rows.every((row) => row.status === 'sent' && row.sentAt && row.attempts === 1)).toBe(true);
    // Delivered payloads are emptied: they may carry personal data or temporary passwords.
    expect(rows.every((row) => Object.keys(row.payload).length === 0)).toBe(true);
  });

  it('retries a failing handler with growing delays and marks the row failed after the limit', async () => {
    let calls = 0;
    const failing: OutboxHandler = async () => {
      calls++;
      throw new Error('SMTP server unavailable');
    };
    const w = worker({ flaky: failing });
    await enqueue(db, 'flaky', { n: 1 });

    const delays: number[] = [];
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      expect(await w.drain()).toBe(0);
      const [row] = await db
        .select({
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          wait: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now()) * 1000`,
        })
        .from(outbox)
        .where(eq(outbox.topic, 'flaky'));
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'Error: SMTP server unavailable' });
      delays.push(Number(row?.wait));
      await fastForward('flaky');
    }
    expect(await w.drain()).toBe(0);

    expect(calls).toBe(OUTBOX_MAX_ATTEMPTS);
    const [row] = await rowsOf('flaky');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: 'Error: SMTP server unavailable',
      sentAt: null,
    });
    // Backoff: 30 s ±20% after the first failure, then roughly doubling.
    expect(delays[0]).toBeGreaterThan(23_000);
    expect(delays[0]).toBeLessThan(37_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan((delays[i - 1] ?? 0) * 1.3);
    const failure = logs.find((line) => line.level === 50 && line.outboxId === row?.id);
    expect(failure?.msg).toBe('outbox delivery failed for good');
  });

  it('delivers a row claimed by a worker that crashed, once its lease has run out', async () => {
    const { seen, handler } = recorder();
    const survivor = worker({ lease: handler });
    await enqueue(db, 'lease', { n: 7 });
    // The "crashed" worker: it claimed the row and never finished it.
    expect(await claimDue(db, 10, 300)).toHaveLength(1);

    expect(await survivor.drain()).toBe(0);
    await sleep(400);
    expect(await survivor.drain()).toBe(1);
    expect(seen).toEqual([7]);
    const [row] = await rowsOf('lease');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('survives a restart: a row left by a stopped worker is delivered by a new one', async () => {
    const { seen, handler } = recorder();
    const before = worker({ restart: handler });
    before.start();
    await before.stop();
    await enqueue(db, 'restart', { n: 3 });

    const after = worker({ restart: handler });
    expect(await after.drain()).toBe(1);
    expect(seen).toEqual([3]);
  });

  it('delivers soon after a kick once started, and stops polling after stop()', async () => {
    const { seen, handler } = recorder();
    const w = createOutboxWorker({ db, handlers: { kicked: handler }, log, intervalMs: 60_000 });
    w.start();
    await sleep(50);
    await enqueue(db, 'kicked', { n: 1 });
    w.kick();
    await expect.poll(() => seen, { timeout: 2000, interval: 20 }).toEqual([1]);
    await w.stop();
    await enqueue(db, 'kicked', { n: 2 });
    w.kick();
    await sleep(100);
    expect(seen).toEqual([1]);
  });

  it('refuses to enqueue a topic no module registered a handler for, so the mistake fails its caller', async () => {
    await expect(enqueue(db, 'never-registered', { n: 1 })).rejects.toThrow('Unknown outbox topic "never-registered"');
    expect(await rowsOf('never-registered')).toEqual([]);
  });

  it('accepts a topic once a worker has registered its handler, and refuses a second handler for it', async () => {
    const w = createOutboxWorker({ db, log });
    w.register('registered-later', recorder().handler);
    await enqueue(db, 'registered-later', { n: 1 });
    expect(await rowsOf('registered-later')).toHaveLength(1);
    expect(() => w.register('registered-later', recorder().handler)).toThrow('registered twice');
  });

  it('fails a row whose topic has no handler with an error that names the topic', async () => {
    // A row an older or newer node queued (a rolling deploy): this node has no handler for it.
    await db.insert(outbox).values({ topic: 'nobody-handles-this', payload: { n: 1 } });
    const w = worker({});
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      await w.drain();
      await fastForward('nobody-handles-this');
    }
    const [row] = await rowsOf('nobody-handles-this');
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toBe('Error: No outbox handler for topic "nobody-handles-this"');
  });
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds, caps at an hour, and spreads retries by ±20%', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(7, () => 0.5)).toBe(32 * 60_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(60 * 60_000);
    expect(retryDelayMs(1, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, () => 1)).toBe(36_000);
  });

  it('deliverNow delivers the rows a process queued for itself from memory, only once (the loop skips them), leaves a failure to the retries and a crash to the loop after the lease', async () => {
    const { seen, handler } = recorder(20);
    let fail = true;
    const flaky: OutboxHandler = async () => {
      if (fail) throw new Error('the peer is down');
    };
    const w = worker({ greet: handler, flaky });
    const queue = (messages: { topic: string; payload: Record<string, unknown> }[]) =>
      db.transaction(async (tx) => {
        const { rows, insert } = queueOwnDelivery(tx, messages);
        await insert;
        return rows;
      });
    const rows = await queue([
      { topic: 'greet', payload: { n: 1 } },
      { topic: 'greet', payload: { n: 2 } },
    ]);
    // Claimed as they were inserted: no other worker takes them meanwhile.
    expect(await worker({ greet: handler }).drain()).toBe(0);
    // Delivered in parallel, like a batch: in any order; stopping waits for them.
    const delivering = w.deliverNow(rows);
    await w.stop();
    expect([...seen].sort()).toEqual([1, 2]);
    expect(await delivering).toBe(2);
    expect((await rowsOf('greet')).map((row) => row.status)).toEqual(['sent', 'sent']);

    const other = worker({ greet: handler, flaky });
    const [flakyRow] = await queue([{ topic: 'flaky', payload: { n: 3 } }]);
    expect(await other.deliverNow([flakyRow!])).toBe(0);
    const [row] = await rowsOf('flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('the peer is down') });
    fail = false;
    await fastForward('flaky');
    expect(await other.drain()).toBe(1);

    // The process that queued this one stopped before delivering it: after the lease, the loop does.
    await queue([{ topic: 'greet', payload: { n: 4 } }]);
    expect(await other.drain()).toBe(0);
    await fastForward('greet');
    expect(await other.drain()).toBe(1);
    expect(seen).toEqual(expect.arrayContaining([1, 2, 4]));
    expect(seen).toHaveLength(3);
  });
});
