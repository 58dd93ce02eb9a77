import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AfterCommit, Job } from '../../platform/jobs/jobs';
import { bookPayouts, sendPayout } from './payout-run.service';
import { claimStalePayouts, type PayoutRow } from './payouts.repo';

/** Balances one run books, and open payouts one sweep picks up, so its transaction stays short. */
const BATCH = 200;
/** How long a payout asked about is left alone before the sweep asks the processor again. */
export const PAYOUT_ASK_LEASE_MS = 10 * 60 * 1000;

export type PayoutRunOptions = { now?: Date; providerIds?: string[] };

/**
 * One payout run in the caller's transaction (decision 087): books the payouts owed (each under its
 * provider's lock, with its ledger lines and event) and claims the open payouts nobody has asked the
 * processor about for a lease (a crash between commit and transfer, a transfer on its way; SKIP
 * LOCKED, so two sweeps never take the same one). What it returns sends them after commit, each on
 * its own: one that fails stays open for the next sweep.
 */
export async function runPayouts(deps: AppDeps, tx: Tx, log: FastifyBaseLogger, options: PayoutRunOptions = {}): Promise<AfterCommit> {
  const now = options.now ?? new Date();
  const booked = await bookPayouts(tx, { now, limit: BATCH, ...(options.providerIds ? { providerIds: options.providerIds } : {}) });
  const askedBefore = new Date(now.getTime() - PAYOUT_ASK_LEASE_MS);
  const stale = await claimStalePayouts(tx, { askedBefore, now, limit: BATCH, providerIds: options.providerIds });
  return async () => {
    for (const payout of [...booked, ...stale]) await sendLogged(deps, payout, log);
  };
}

async function sendLogged(deps: AppDeps, payout: PayoutRow, log: FastifyBaseLogger): Promise<void> {
  try {
    await sendPayout(deps, payout);
  } catch (err) {
    log.warn({ err, payoutId: payout.id }, 'payout: the processor did not answer; the sweep asks again');
  }
}

/** `orders:payouts`, every 15 minutes on any number of nodes (the job's lock runs it once at a time). */
export function payoutRunJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return { name: 'orders:payouts', everyMs: 15 * 60 * 1000, run: (tx) => runPayouts(deps, tx, log) };
}
