import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { markTopicHandled, type QueuedMessage } from './outbox';
import { claimDue, markFailed, markSent, reschedule, type ClaimedRow } from './outbox.repo';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox-retry';

/** Which row a handler is delivering; `attempt` is 1 on the first try. */
export type OutboxDelivery = { id: string; topic: string; attempt: number };

/**
 * Performs one side effect. Delivery is at least once (a crash after the effect but before
 * the row is marked sent repeats it), so a handler must tolerate a rare repeat.
 */
export type OutboxHandler = (payload: Record<string, unknown>, delivery: OutboxDelivery) => Promise<void>;

/** What a worker delivers, where from, and how it paces itself. */
export type OutboxWorkerOptions = {
  db: DbOrTx;
  /** Topic -> handler, to start with; modules add theirs with `register`. */
  handlers?: Record<string, OutboxHandler>;
  log: FastifyBaseLogger;
  /** How often to look for due rows (retries, rows other nodes enqueued); default 5 s. */
  intervalMs?: number;
  /** How long a claimed row stays hidden from other workers; must exceed the slowest handler. Default 5 min. */
  leaseMs?: number;
  /** Rows claimed (and delivered in parallel) per round trip; default 10. */
  batchSize?: number;
  /** Attempts before a row is marked failed; default OUTBOX_MAX_ATTEMPTS. */
  maxAttempts?: number;
};

/** A running (or stopped) worker; one per process is enough, any number of nodes may run one. */
export type OutboxWorker = {
  /**
   * Adds the handler of a topic (modules register theirs while the app is built, before the
   * worker starts). A topic has one handler; registering it twice is an error.
   */
  register(topic: string, handler: OutboxHandler): void;
  /** Starts polling every intervalMs (and looks right away: rows may be left from before a restart). */
  start(): void;
  /** Look now; services call it after committing a transaction that enqueued something. */
  kick(): void;
  /**
   * Delivers rows this process queued for itself (`queueOwnDelivery`) now, from memory, beside
   * the polling loop (a chat message's socket events cannot wait for the next batch); call it
   * after their transaction committed. A failure is rescheduled like any other, and a crash
   * leaves the rows to the loop after their lease. Resolves with how many were delivered; never
   * rejects. `stop()` waits for these deliveries too.
   */
  deliverNow(rows: readonly QueuedMessage[]): Promise<number>;
  /** Delivers everything due until nothing is left; resolves with how many were delivered. */
  drain(): Promise<number>;
  /** Stops polling and waits for the batch under way. */
  stop(): Promise<void>;
};

function describeError(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 2000);
}

/** Delivers outbox rows by topic, retrying failures with backoff; safe to run on every node. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const handlers = new Map<string, OutboxHandler>();
  function register(topic: string, handler: OutboxHandler) {
    if (handlers.has(topic)) throw new Error(`outbox topic "${topic}" registered twice`);
    handlers.set(topic, handler);
    markTopicHandled(topic);
  }
  for (const [topic, handler] of Object.entries(options.handlers ?? {})) register(topic, handler);
  const intervalMs = options.intervalMs ?? 5000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = 0;
  // Passes run one after another, so drain(), kick() and the timer never overlap in one worker.
  let chain: Promise<unknown> = Promise.resolve();
  // deliverNow's deliveries under way, which stop() waits for as it does for the loop's pass.
  const ownDeliveries = new Set<Promise<number>>();

  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = chain.then(work);
    chain = run.catch(() => undefined);
    return run;
  }

  async function recordFailure(row: ClaimedRow, err: unknown) {
    const error = describeError(err);
    const context = { err, outboxId: row.id, topic: row.topic, attempts: row.attempts };
    if (row.attempts >= maxAttempts) {
      await markFailed(db, row, error);
      log.error(context, 'outbox delivery failed for good');
      return;
    }
    const delayMs = retryDelayMs(row.attempts);
    await reschedule(db, row, error, delayMs);
    log.warn({ ...context, retryInMs: delayMs }, 'outbox delivery failed; will retry');
  }

  /** Runs the row's handler; a failure is recorded for a retry. True when it was handled. */
  async function handle(row: ClaimedRow): Promise<boolean> {
    const handler = handlers.get(row.topic);
    try {
      // Retried like any failure rather than failed at once: during a rolling deploy an
      // older node may meet a topic only newer nodes handle, and they get the next attempt.
      if (!handler) throw new Error(`No outbox handler for topic "${row.topic}"`);
      await handler(row.payload, { id: row.id, topic: row.topic, attempt: row.attempts });
      return true;
    } catch (err) {
      await recordFailure(row, err);
      return false;
    }
  }

  /**
   * Delivers claimed rows in parallel and marks the handled ones sent in one statement. Every
   * delivery finishes (stop() waits for them) before an error surfaces (allSettled).
   */
  async function deliver(rows: readonly ClaimedRow[]): Promise<number> {
    const results = await Promise.allSettled(rows.map(handle));
    const handled = rows.filter((_, index) => {
      const result = results[index]!;
      return result.status === 'fulfilled' && result.value;
    });
    await markSent(
      db,
      handled.map((row) => row.id),
    );
    const rejected = results.find((r) => r.status === 'rejected');
    if (rejected) throw rejected.reason;
    return handled.length;
  }

  async function deliverDue(keepGoing: () => boolean): Promise<number> {
    let delivered = 0;
    while (keepGoing()) {
      const rows = await claimDue(db, batchSize, leaseMs);
      if (rows.length === 0) break;
      delivered += await deliver(rows);
    }
    return delivered;
  }

  function schedule(delayMs: number) {
    if (!started || stopped) return;
    const at = Date.now() + delayMs;
    // Never postpone an earlier wake-up (a kick must not be swallowed by the next interval).
    if (timer && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      void tick();
    }, delayMs);
    timer.unref();
  }

  async function tick() {
    try {
      await serially(() => deliverDue(() => !stopped));
    } catch (err) {
      log.error({ err }, 'outbox worker pass failed; will try again');
    } finally {
      schedule(intervalMs);
    }
  }

  return {
    register,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    kick() {
      schedule(0);
    },
    deliverNow(rows) {
      if (stopped || rows.length === 0) return Promise.resolve(0);
      // Claimed when they were inserted: this is their first attempt.
      const delivery = deliver(rows.map((row) => ({ ...row, attempts: 1 }))).catch((err: unknown) => {
        // The rows stay pending: the loop delivers them after their lease.
        log.warn({ err }, 'outbox fast delivery failed; the worker will deliver');
        return 0;
      });
      ownDeliveries.add(delivery);
      void delivery.finally(() => ownDeliveries.delete(delivery));
      return delivery;
    },
    drain() {
      return serially(() => deliverDue(() => true));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await Promise.all([chain, ...ownDeliveries]);
    },
  };
}
