import { PAST_DUE_REASON } from '@app/shared/orders/order-transitions';
import type { AppDeps } from '../../app-deps';
import type { Job } from '../../platform/jobs/jobs';
import { lockOrdersPastDue } from './orders.repo';
import { applyOrderMove, ORDER_SYSTEM } from './orders.service';

/** Orders one sweep expires, so its transaction stays short; the rest wait for the next minute. */
const SWEEP_BATCH = 200;

/**
 * Expires past-due orders on the server (the spec's client does it; decision 071): each order whose
 * provider owes the work past its due time is locked (skipping any another transaction holds) and
 * logged 'expired' with the reason 'Past Due' as the server; both parties are mailed and the
 * payment refunded per the rules (order-effects.ts). A failed run rolls back and the next minute
 * tries again; running it twice changes nothing.
 */
export function orderExpiryJob(deps: AppDeps): Job {
  return {
    name: 'orders:expire',
    everyMs: 60 * 1000,
    async run(tx) {
      const due = await lockOrdersPastDue(tx, new Date(), SWEEP_BATCH);
      for (const row of due) await applyOrderMove(deps, tx, row, { action: 'expire', actor: ORDER_SYSTEM, reason: PAST_DUE_REASON });
      if (due.length > 0) return async () => deps.outbox.kick();
    },
  };
}
